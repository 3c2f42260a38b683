/**
 * Finds URLs in an answer that a page could turn into a dangerous link or image: any value under a
 * URL-ish key that is not absolute http(s) or one of our own image paths, and any value anywhere
 * that is a single token with a scheme other than http(s) (javascript:, data:, vbscript:, file:…).
 */

const URL_KEY = /url|thumbnail|image|href|src|link/i;
const OURS = /^\/(?:thumbnails|screenshots)\/\d+$/;
const HTTP = /^https?:\/\/[^\s/]/i;
// A token with a scheme: "javascript:alert(1)", " JAVASCRIPT:x ", "data:text/html,…" (not "Note: text").
const SCHEMED_TOKEN = /^\s*[a-z][a-z0-9+.-]*:\S*\s*$/i;
const DANGEROUS_ANYWHERE = /(?:java|vb)script\s*:|data:text\/html|file:\/\//i;

/** Each unsafe value as "path=value"; empty when the answer is safe. */
export function unsafeUrlsIn(value: unknown): string[] {
  const found: string[] = [];
  const visit = (node: unknown, path: string, key: string): void => {
    if (Array.isArray(node)) node.forEach((child, index) => visit(child, `${path}[${index}]`, key));
    else if (node !== null && typeof node === 'object') {
      for (const [name, child] of Object.entries(node)) visit(child, path ? `${path}.${name}` : name, name);
    } else if (typeof node === 'string') {
      const underUrlKey = URL_KEY.test(key) && !OURS.test(node) && !HTTP.test(node);
      const schemed = SCHEMED_TOKEN.test(node) && !HTTP.test(node.trim());
      if (underUrlKey || schemed || DANGEROUS_ANYWHERE.test(node)) found.push(`${path}=${node.slice(0, 80)}`);
    }
  };
  visit(value, '', '');
  return found;
}
