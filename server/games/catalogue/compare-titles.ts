/** Locale-aware title order (docs/games-service.md quirk 5): "aether" sits with the A's, not after "Z". */
const TITLE_COLLATOR = new Intl.Collator('en');

/** Compares two games by trimmed title, then by id so equal titles keep a stable order. */
export function compareTitles(a: { id: number; title: string }, b: { id: number; title: string }): number {
  return TITLE_COLLATOR.compare(a.title.trim(), b.title.trim()) || a.id - b.id;
}
