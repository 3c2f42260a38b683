/**
 * Finds each imported row's game in the catalogue index: by id (our own export), then by the same
 * title written alike (case, accents, punctuation and ™ ignored), then by the closest titles, which
 * a person confirms in the review step: fuzzysort's (letters in order, "cs go" finds
 * "Counter-Strike: GO") and the most alike by letter pairs (a typo such as "Waframe"). A row with
 * no candidate is "missing".
 */
import fuzzysort from 'fuzzysort';
import type { CatalogueGame } from '../../contract';
import { bigrams, dice } from '../../lib/text-likeness';
import type { ImportRow } from './read-import';

export type RowMatch =
  | { kind: 'exact'; row: ImportRow; game: CatalogueGame }
  | { kind: 'uncertain'; row: ImportRow; candidates: CatalogueGame[] }
  | { kind: 'missing'; row: ImportRow };

/** How many titles the review step offers for an uncertain row. */
const CANDIDATES = 3;
/** fuzzysort's score (0 to 1) below which a title is not offered. */
const MIN_FUZZY_SCORE = 0.3;
/** Letter-pair likeness (0 to 1) below which a title is not offered. */
const MIN_LIKENESS = 0.5;

/** A title reduced to its letters and digits, lower case, accents dropped. */
function titleKey(title: string): string {
  return title.normalize('NFKD').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

export function matchTitles(rows: readonly ImportRow[], games: readonly CatalogueGame[]): RowMatch[] {
  const byId = new Map(games.map((game) => [game.id, game]));
  const byKey = new Map<string, CatalogueGame>();
  for (const game of games) if (!byKey.has(titleKey(game.title))) byKey.set(titleKey(game.title), game);
  const targets = games.map((game) => ({ game, prepared: fuzzysort.prepare(game.title), pairs: bigrams(game.title) }));
  return rows.map((row): RowMatch => {
    const known = row.gameId === undefined ? undefined : byId.get(row.gameId);
    const same = known ?? byKey.get(titleKey(row.title));
    if (same) return { kind: 'exact', row, game: same };
    const fuzzy = fuzzysort
      .go(row.title, targets, { key: 'prepared', limit: CANDIDATES, threshold: MIN_FUZZY_SCORE })
      .map((result) => result.obj.game);
    const pairs = bigrams(row.title);
    const alike = targets
      .map((target) => ({ game: target.game, likeness: dice(pairs, target.pairs) }))
      .filter((target) => target.likeness >= MIN_LIKENESS)
      .sort((a, b) => b.likeness - a.likeness)
      .map((target) => target.game);
    const candidates = [...new Set([...fuzzy, ...alike])].slice(0, CANDIDATES);
    return candidates.length > 0 ? { kind: 'uncertain', row, candidates } : { kind: 'missing', row };
  });
}
