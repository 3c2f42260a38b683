// Draws the app's own icons and install-dialog screenshots (no outside artwork): `node scripts/draw-icons.mjs`.
// Shapes are signed-distance tests sampled 4x4 per pixel, so edges are smooth yet flat colours compress well.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pngjs from 'pngjs';

const { PNG } = pngjs;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const VIOLET = [124, 58, 237];
const BLUE = [37, 99, 235];
const WHITE = [255, 255, 255];

/** A canvas of RGBA floats with painter's-order drawing of shapes given as inside-tests in pixels. */
function canvas(width, height, background) {
  const data = new Float32Array(width * height * 4);
  const paint = (inside, colourAt, samples = 4) => {
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        let hits = 0;
        for (let sy = 0; sy < samples; sy++) {
          for (let sx = 0; sx < samples; sx++) {
            if (inside(x + (sx + 0.5) / samples, y + (sy + 0.5) / samples)) hits++;
          }
        }
        if (hits === 0) continue;
        const cover = hits / (samples * samples);
        const colour = colourAt(x + 0.5, y + 0.5);
        const i = (y * width + x) * 4;
        for (let c = 0; c < 3; c++) data[i + c] = data[i + c] * (1 - cover) + colour[c] * cover;
        data[i + 3] = data[i + 3] + (255 - data[i + 3]) * cover;
      }
    }
  };
  if (background) paint(() => true, () => background, 1);
  const save = (path, opaque) => {
    const png = new PNG({ width, height });
    for (let i = 0; i < data.length; i++) png.data[i] = Math.round(data[i]);
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, PNG.sync.write(png, { colorType: opaque ? 2 : 6, deflateLevel: 9 }));
    console.log(`${path} ${width}x${height}`);
  };
  return { paint, save };
}

const roundedRect = (x0, y0, x1, y1, r) => (x, y) => {
  const dx = Math.max(x0 + r - x, 0, x - (x1 - r));
  const dy = Math.max(y0 + r - y, 0, y - (y1 - r));
  return x >= x0 && x <= x1 && y >= y0 && y <= y1 && dx * dx + dy * dy <= r * r;
};

const circle = (cx, cy, r) => (x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;

/** A convex polygon (clockwise on screen) grown by `r`: a shape with rounded corners. */
const roundedPolygon = (points, r) => (x, y) => {
  let outside = 0;
  let inside = true;
  for (let i = 0; i < points.length; i++) {
    const [ax, ay] = points[i];
    const [bx, by] = points[(i + 1) % points.length];
    const ex = bx - ax, ey = by - ay;
    const t = Math.max(0, Math.min(1, ((x - ax) * ex + (y - ay) * ey) / (ex * ex + ey * ey)));
    const d = Math.hypot(x - ax - ex * t, y - ay - ey * t);
    if (ex * (y - ay) - ey * (x - ax) < 0) inside = false;
    outside = i === 0 ? d : Math.min(outside, d);
  }
  return inside || outside <= r;
};

const minus = (a, b) => (x, y) => a(x, y) && !b(x, y);
const gradient = (size) => (x, y) => {
  const t = Math.min(1, Math.max(0, (x + y) / (2 * size)));
  return VIOLET.map((v, c) => v + (BLUE[c] - v) * t);
};

/** A play triangle centred (optically) at (cx, cy) with half-height h. */
function playGlyph(cx, cy, h) {
  const w = h * 1.1;
  const r = h * 0.16;
  return roundedPolygon([[cx - w * 0.45 + r, cy - h + r * 1.6], [cx + w * 0.75 - r * 1.8, cy], [cx - w * 0.45 + r, cy + h - r * 1.6]], r);
}

function appIcon(size, path) {
  const c = canvas(size, size);
  const m = size * 0.04;
  c.paint(roundedRect(m, m, size - m, size - m, size * 0.22), gradient(size));
  c.paint(playGlyph(size * 0.5, size * 0.5, size * 0.25), () => WHITE);
  c.save(path, false);
}

function maskableIcon(size, path) {
  const c = canvas(size, size, [0, 0, 0]);
  c.paint(() => true, gradient(size), 1);
  // The glyph stays inside the central safe-zone circle (radius 40%) whatever mask the platform applies.
  c.paint(playGlyph(size * 0.5, size * 0.5, size * 0.19), () => WHITE);
  c.save(path, true);
}

function shortcutIcon(size, path, glyph) {
  const c = canvas(size, size);
  c.paint(roundedRect(0, 0, size, size, size * 0.22), gradient(size));
  for (const shape of glyph(size)) c.paint(shape, () => WHITE);
  c.save(path, false);
}

/** My Games: three book spines on a shelf. */
const booksGlyph = (s) => [
  roundedRect(s * 0.22, s * 0.26, s * 0.36, s * 0.74, s * 0.03),
  roundedRect(s * 0.40, s * 0.32, s * 0.54, s * 0.74, s * 0.03),
  roundedPolygon([[s * 0.60, s * 0.30], [s * 0.70, s * 0.27], [s * 0.80, s * 0.71], [s * 0.70, s * 0.74]], s * 0.02),
  roundedRect(s * 0.18, s * 0.76, s * 0.82, s * 0.81, s * 0.02),
];

/** Browse: a magnifying glass. */
const searchGlyph = (s) => [
  minus(circle(s * 0.44, s * 0.44, s * 0.22), circle(s * 0.44, s * 0.44, s * 0.14)),
  roundedPolygon([[s * 0.58, s * 0.64], [s * 0.64, s * 0.58], [s * 0.80, s * 0.74], [s * 0.74, s * 0.80]], s * 0.02),
];

/** Pick for me: a die showing five, its pips cut out of the face. */
const dieGlyph = (s) => {
  const pips = [[0.38, 0.38], [0.62, 0.38], [0.5, 0.5], [0.38, 0.62], [0.62, 0.62]].map(([x, y]) => circle(s * x, s * y, s * 0.055));
  return [minus(roundedRect(s * 0.22, s * 0.22, s * 0.78, s * 0.78, s * 0.1), (x, y) => pips.some((pip) => pip(x, y)))];
};

const CARD_COLOURS = [[239, 68, 68], [245, 158, 11], [16, 185, 129], [14, 165, 233], [139, 92, 246], [236, 72, 153]];

/** An illustration of the games grid: navbar, heading and cards (thumbnail, title, text, Play Now!). */
function screenshot(width, height, columns, path) {
  const c = canvas(width, height, [246, 246, 250]);
  const box = (x0, y0, x1, y1, colour, r = 0) => c.paint(roundedRect(x0, y0, x1, y1, r), () => colour, r ? 2 : 1);
  const unit = width / (columns === 1 ? 390 : 1280);
  const nav = 64 * unit;
  box(0, 0, width, nav, [30, 27, 75]);
  c.paint(roundedRect(16 * unit, 14 * unit, 52 * unit, 50 * unit, 9 * unit), gradient(52 * unit), 2);
  c.paint(playGlyph(34 * unit, 32 * unit, 9 * unit), () => WHITE, 2);
  const items = columns === 1 ? 1 : 6;
  for (let i = 0; i < items; i++) {
    const x = columns === 1 ? width - 56 * unit : 90 * unit + i * 110 * unit;
    box(x, 26 * unit, x + (columns === 1 ? 36 : 80) * unit, 38 * unit, [199, 210, 254], 6 * unit);
  }
  const pad = 24 * unit, gap = 20 * unit;
  box(pad, nav + 28 * unit, pad + 320 * unit * Math.min(1, columns / 2), nav + 48 * unit, [55, 65, 81], 6 * unit);
  const cardW = (width - 2 * pad - gap * (columns - 1)) / columns;
  const cardH = cardW * 0.56 + 150 * unit;
  for (let i = 0; ; i++) {
    const col = i % columns, row = Math.floor(i / columns);
    const x = pad + col * (cardW + gap), y = nav + 76 * unit + row * (cardH + gap);
    if (y >= height) break;
    box(x, y, x + cardW, y + cardH, [226, 232, 240], 10 * unit);
    box(x + 1, y + 1, x + cardW - 1, y + cardH - 1, WHITE, 10 * unit);
    const thumbH = cardW * 0.56;
    const colour = CARD_COLOURS[i % CARD_COLOURS.length];
    box(x, y, x + cardW, y + thumbH, colour, 10 * unit);
    box(x, y + thumbH - 10 * unit, x + cardW, y + thumbH, colour);
    c.paint(playGlyph(x + cardW / 2, y + thumbH / 2, thumbH * 0.14), () => [255, 255, 255], 2);
    box(x + 16 * unit, y + thumbH + 18 * unit, x + cardW * 0.7, y + thumbH + 36 * unit, [31, 41, 55], 5 * unit);
    box(x + 16 * unit, y + thumbH + 50 * unit, x + cardW - 16 * unit, y + thumbH + 60 * unit, [203, 213, 225], 5 * unit);
    box(x + 16 * unit, y + thumbH + 70 * unit, x + cardW * 0.6, y + thumbH + 80 * unit, [203, 213, 225], 5 * unit);
    box(x + 16 * unit, y + thumbH + 98 * unit, x + 136 * unit, y + thumbH + 132 * unit, [37, 99, 235], 8 * unit);
  }
  c.save(path, true);
}

// The page's favicon: the tab shows 16-32 px, and a first visit fetches it beside the page's own requests.
appIcon(32, 'public/icons/favicon-32.png');
appIcon(192, 'public/icons/icon-192.png');
appIcon(512, 'public/icons/icon-512.png');
maskableIcon(512, 'public/icons/icon-512-maskable.png');
appIcon(180, 'public/icons/apple-touch-icon.png');
shortcutIcon(96, 'public/icons/shortcut-library.png', booksGlyph);
shortcutIcon(96, 'public/icons/shortcut-browse.png', searchGlyph);
shortcutIcon(96, 'public/icons/shortcut-pick.png', dieGlyph);
screenshot(1280, 800, 3, 'public/screenshots/wide.png');
screenshot(390, 844, 1, 'public/screenshots/narrow.png');
