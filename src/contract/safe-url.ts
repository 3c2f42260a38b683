/**
 * Only these URLs may ever become a link or an image (docs/games-service.md quirk 9): absolute http(s) URLs,
 * or same-origin paths such as the server's own thumbnail URLs.
 */
export function isSafeUrl(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Absolute http(s) URLs only: what the server accepts from the games service. */
export function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
