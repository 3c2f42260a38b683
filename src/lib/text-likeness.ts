/** How alike two texts are, by their letter pairs: what Browse's ranking and the import's title matching share. */

/** The letter pairs of a text, lower-cased, punctuation and spacing ignored. */
export function bigrams(text: string): Map<string, number> {
  const letters = text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const pairs = new Map<string, number>();
  for (let at = 0; at + 1 < letters.length; at += 1) {
    const pair = letters.slice(at, at + 2);
    pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
  }
  return pairs;
}

/** Sørensen–Dice likeness of two bigram bags: 1 for the same letters in the same order, 0 for none shared. */
export function dice(a: Map<string, number>, b: Map<string, number>): number {
  // A one-letter search has no pairs: nothing to share, and no need to count the title's pairs.
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  let total = 0;
  for (const [pair, count] of a) {
    shared += Math.min(count, b.get(pair) ?? 0);
    total += count;
  }
  for (const count of b.values()) total += count;
  return total === 0 ? 0 : (2 * shared) / total;
}
