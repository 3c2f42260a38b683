/** What an import did, in one line: how many games it wrote and how many lines it skipped, and why. */

const games = (count: number) => `${count} ${count === 1 ? 'game' : 'games'}`;

/**
 * "Imported 3 games. 1 skipped (not in the catalogue)." `missing`: lines whose title matched no
 * game; `chosen`: uncertain lines the person chose to skip in the review.
 */
export function importSummary(imported: number, missing: number, chosen: number): string {
  const done = `Imported ${games(imported)}.`;
  if (missing > 0 && chosen > 0) return `${done} ${missing + chosen} skipped (${missing} not in the catalogue, ${chosen} by your choice).`;
  if (missing > 0) return `${done} ${missing} skipped (not in the catalogue).`;
  if (chosen > 0) return `${done} ${chosen} skipped (by your choice).`;
  return done;
}
