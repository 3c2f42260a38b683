/** Escapes text for an SVG text node or attribute. */
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Up to two initials from the title's words ("Starfall Legion" gives "SL"). */
function initialsOf(title: string): string {
  const letters = title.split(/\s+/).map((word) => word.match(/\p{L}|\p{N}/u)?.[0] ?? '').filter(Boolean);
  return letters.slice(0, 2).join('').toUpperCase() || '?';
}

function shorten(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

const DEMO_THUMBNAIL_SIZE = { width: 365, height: 206 } as const;

/**
 * A demo game's thumbnail, drawn by our code: a two-colour gradient picked from the id, the
 * title's initials and the title. Same size as the service's thumbnails.
 */
export function demoThumbnailSvg(game: { id: number; title: string; genre: string }): string {
  const { width, height } = DEMO_THUMBNAIL_SIZE;
  const hue = (game.id * 47) % 360;
  const hue2 = (hue + 40 + (game.id % 5) * 18) % 360;
  const title = escapeXml(shorten(game.title.trim(), 30));
  const genre = escapeXml(shorten(game.genre.trim(), 24));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${title}">`,
    '<defs>',
    `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 38%)"/><stop offset="1" stop-color="hsl(${hue2} 70% 18%)"/></linearGradient>`,
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<circle cx="${290 - (game.id % 7) * 9}" cy="${40 + (game.id % 4) * 10}" r="70" fill="#fff" fill-opacity="0.07"/>`,
    `<circle cx="${60 + (game.id % 6) * 12}" cy="190" r="90" fill="#000" fill-opacity="0.12"/>`,
    `<text x="18" y="30" font-family="system-ui, sans-serif" font-size="14" fill="#fff" fill-opacity="0.8">${genre}</text>`,
    `<text x="${width / 2}" y="118" text-anchor="middle" font-family="system-ui, sans-serif" font-size="72" font-weight="700" fill="#fff" fill-opacity="0.92">${escapeXml(initialsOf(game.title))}</text>`,
    `<text x="${width / 2}" y="178" text-anchor="middle" font-family="system-ui, sans-serif" font-size="20" fill="#fff">${title}</text>`,
    '</svg>',
  ].join('');
}
