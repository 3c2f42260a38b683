/**
 * Finds each imported row's game in the catalogue index with the shared title matcher
 * (src/lib/title-matcher.ts): by id (our own export), then by the same title written alike, then by
 * the closest titles, which a person confirms in the review step. A row with no candidate is "missing".
 */
import { createTitleMatcher, type TitledGame } from '../../lib/title-matcher';
import type { ImportRow } from './read-import';

export type { TitledGame };

export type RowMatch<G extends TitledGame = TitledGame> =
  | { kind: 'exact'; row: ImportRow; game: G }
  | { kind: 'uncertain'; row: ImportRow; candidates: G[] }
  | { kind: 'missing'; row: ImportRow };

/** Rows matched between two progress reports. */
const PROGRESS_EVERY = 50;

export function matchTitles<G extends TitledGame>(rows: readonly ImportRow[], games: readonly G[], onProgress?: (done: number) => void): RowMatch<G>[] {
  const match = createTitleMatcher(games);
  return rows.map((row, at): RowMatch<G> => {
    if (at % PROGRESS_EVERY === 0) onProgress?.(at);
    return { ...match(row.title, row.gameId), row };
  });
}
