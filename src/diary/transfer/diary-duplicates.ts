/**
 * Which imported sessions the diary already holds, so importing a file twice (or the export of
 * the same diary) adds nothing: a session is already there when an entry has its id, or the same
 * day, game, minutes and note. A file's own repeats count too: the second is left out.
 */
import type { DiaryEntry, DiaryFieldValues } from '../../contract/diary';

export interface SessionCandidate {
  id?: string;
  gameId: number;
  values: DiaryFieldValues;
}

function sameSessionKey(gameId: number, values: Pick<DiaryFieldValues, 'date' | 'minutes' | 'note'>): string {
  return JSON.stringify([values.date, gameId, values.minutes, values.note]);
}

/** A check that answers, candidate by candidate in the file's order, whether the diary (or an earlier candidate) has it. */
export function createDuplicateCheck(entries: readonly DiaryEntry[]): (candidate: SessionCandidate) => boolean {
  const ids = new Set(entries.map((entry) => entry.id));
  const keys = new Set(entries.map((entry) => sameSessionKey(entry.game_id, entry)));
  return (candidate) => {
    const key = sameSessionKey(candidate.gameId, candidate.values);
    if ((candidate.id !== undefined && ids.has(candidate.id)) || keys.has(key)) return true;
    if (candidate.id !== undefined) ids.add(candidate.id);
    keys.add(key);
    return false;
  };
}

/** `candidates` split into those to write and those the diary already holds. */
export function withoutDuplicates<C extends SessionCandidate>(candidates: readonly C[], entries: readonly DiaryEntry[]): { fresh: C[]; duplicates: C[] } {
  const isDuplicate = createDuplicateCheck(entries);
  const fresh: C[] = [];
  const duplicates: C[] = [];
  for (const candidate of candidates) (isDuplicate(candidate) ? duplicates : fresh).push(candidate);
  return { fresh, duplicates };
}
