/**
 * What an import would do to the library, before anything is written: for each row its game (an
 * exact match, or the one chosen in the review), whether that game is new, already there as the
 * file has it (nothing to write), or already there differently (what would change, old → new,
 * which the person keeps or takes). The last row wins when a game repeats.
 */
import { STATUS_LABELS, type LibraryEntry } from '../../contract';
import type { ImportItem } from '../local-entry';
import type { RowMatch } from './match-titles';
import type { ImportRow } from './read-import';

export interface FieldChange {
  field: 'Status' | 'Rating' | 'Note';
  from: string;
  to: string;
}

export type RowOutcome =
  | { kind: 'skipped' }
  | { kind: 'new'; gameId: number }
  | { kind: 'same'; gameId: number }
  | { kind: 'differs'; gameId: number; changes: FieldChange[] };

export interface ImportPlan {
  /** One per match, in the file's order. */
  outcomes: RowOutcome[];
  /** What to write: new games and the differing ones the person takes from the file. */
  items: ImportItem[];
}

const stars = (rating: number | null) => (rating === null ? 'none' : `${rating} ${rating === 1 ? 'star' : 'stars'}`);
const quoted = (note: string) => (note === '' ? 'none' : `“${note}”`);

/** The fields a row would change on an entry of the library, old → new; empty when it is the same. */
export function changesOf(current: Pick<LibraryEntry, 'status' | 'rating' | 'note'>, row: ImportRow): FieldChange[] {
  const changes: FieldChange[] = [];
  if (current.status !== row.status) {
    changes.push({ field: 'Status', from: current.status ? STATUS_LABELS[current.status] : 'none', to: STATUS_LABELS[row.status] });
  }
  if (current.rating !== row.rating) changes.push({ field: 'Rating', from: stars(current.rating), to: stars(row.rating) });
  if (current.note !== row.note) changes.push({ field: 'Note', from: quoted(current.note), to: quoted(row.note) });
  return changes;
}

/**
 * `chosen`: the game picked for each uncertain row (by its index; undefined skips it). `take`:
 * the rows whose file version replaces the library's. `library`: the live entries by game.
 */
export function planImport(
  matches: readonly RowMatch[],
  chosen: ReadonlyMap<number, number | undefined>,
  take: ReadonlySet<number>,
  library: ReadonlyMap<number, Pick<LibraryEntry, 'status' | 'rating' | 'note' | 'deleted'>>,
): ImportPlan {
  const lastRowOf = new Map<number, number>();
  const gameOf = matches.map((match, at) => (match.kind === 'exact' ? match.game.id : match.kind === 'uncertain' ? chosen.get(at) : undefined));
  gameOf.forEach((gameId, at) => gameId !== undefined && lastRowOf.set(gameId, at));
  const items: ImportItem[] = [];
  const outcomes = matches.map((match, at): RowOutcome => {
    const gameId = gameOf[at];
    // A row a later row of the same game overrides is skipped, as is one with no game.
    if (gameId === undefined || lastRowOf.get(gameId) !== at) return { kind: 'skipped' };
    const { row } = match;
    const item: ImportItem = { game_id: gameId, status: row.status, rating: row.rating, note: row.note, created_at: row.createdAt, updated_at: row.updatedAt };
    const current = library.get(gameId);
    if (!current || current.deleted) {
      items.push(item);
      return { kind: 'new', gameId };
    }
    const changes = changesOf(current, row);
    if (changes.length === 0) return { kind: 'same', gameId };
    if (take.has(at)) items.push(item);
    return { kind: 'differs', gameId, changes };
  });
  return { outcomes, items };
}
