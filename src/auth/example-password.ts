/** A fresh example password that passes the password rule, drawn from the browser's secure random source. */

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';

/** Picks `count` characters from `alphabet` without modulo bias (bytes past the last full cycle are redrawn). */
function pick(alphabet: string, count: number): string {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  const bytes = new Uint8Array(count * 2);
  // Each draw keeps at least ~90% of bytes, so a handful of rounds always suffices; bounded anyway.
  for (let round = 0; round < 100 && out.length < count; round += 1) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < limit && out.length < count) out += alphabet[byte % alphabet.length] ?? '';
    }
  }
  return out;
}

/** Five lowercase letters then three digits, e.g. `qhtzm407`: matches ^[a-z]{2,}[0-9]+$. */
export function makeExamplePassword(): string {
  return pick(LETTERS, 5) + pick(DIGITS, 3);
}
