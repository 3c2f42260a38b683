/**
 * Whether text can be read, judged from the pixels the browser drew rather than from computed
 * styles: each element's text box (a Range over its text, so neither its padding nor a neighbour's
 * focus ring is counted) is shot, its background taken as the most common colour there, and its ink
 * as the pixels farthest in luminance from that background. White text on a white box has no ink.
 */
import { PNG } from 'pngjs';
import type { Locator, Page } from '@playwright/test';

/** A pixel counts as ink when it contrasts at least this much with the background. */
const INK_RATIO = 3;
/** Fewer ink pixels than this is a speck (an antialiased edge, a cursor), not a word. */
const MIN_INK_PIXELS = 12;

export interface TextPixels {
  /** The element's text, to name it in a report. */
  text: string;
  background: [number, number, number];
  /** The WCAG contrast ratio of the strongest ink pixel against the background (1 when there is none). */
  ratio: number;
  /** How many pixels contrast INK_RATIO or more with the background. */
  inkPixels: number;
}

function luminance([r, g, b]: readonly number[]): number {
  const linear = (value = 0) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Measures one PNG: the most common colour as background, then the contrast of every other pixel with it. */
function measureText(png: PNG, text = ''): TextPixels {
  const counts = new Map<number, number>();
  for (let at = 0; at < png.data.length; at += 4) {
    const key = ((png.data[at] ?? 0) << 16) | ((png.data[at + 1] ?? 0) << 8) | (png.data[at + 2] ?? 0);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const [key] = [...counts.entries()].reduce((best, entry) => (entry[1] > best[1] ? entry : best), [0, -1]);
  const background: [number, number, number] = [(key >> 16) & 255, (key >> 8) & 255, key & 255];
  const backgroundLuminance = luminance(background);
  let ratio = 1;
  let inkPixels = 0;
  for (let at = 0; at < png.data.length; at += 4) {
    const pixel = contrast(luminance([png.data[at] ?? 0, png.data[at + 1] ?? 0, png.data[at + 2] ?? 0]), backgroundLuminance);
    ratio = Math.max(ratio, pixel);
    if (pixel >= INK_RATIO) inkPixels += 1;
  }
  return { text, background, ratio: Math.round(ratio * 100) / 100, inkPixels };
}

/** Shoots the text of every element `items` matches (scrolled into view first) and measures it. */
export async function textPixels(page: Page, items: Locator): Promise<TextPixels[]> {
  const measured: TextPixels[] = [];
  for (const item of await items.all()) {
    await item.scrollIntoViewIfNeeded();
    const box = await item.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const rect = range.getBoundingClientRect();
      return { x: rect.x, y: rect.y, width: rect.width, height: rect.height, text: (element.textContent ?? '').trim() };
    });
    if (box.width < 2 || box.height < 2) throw new Error(`"${box.text}" has no text box to shoot`);
    const clip = { x: Math.floor(box.x), y: Math.floor(box.y), width: Math.ceil(box.width), height: Math.ceil(box.height) };
    const png = PNG.sync.read(await page.screenshot({ clip, animations: 'disabled', caret: 'hide' }));
    measured.push(measureText(png, box.text));
  }
  return measured;
}

/** The items whose drawn text is too faint to read: their strongest ink under `minimum` (4.5, WCAG's text contrast) or barely any ink. */
export function unreadable(measured: readonly TextPixels[], minimum = 4.5): string[] {
  return measured
    .filter((item) => item.ratio < minimum || item.inkPixels < MIN_INK_PIXELS)
    .map((item) => `"${item.text}": ${item.ratio}:1 on rgb(${item.background.join(',')}), ${item.inkPixels} ink pixels`);
}
