/**
 * Reads the `diary` section of Freeplay's JSON export (the library's Export JSON) back into
 * sessions. Each session is checked by the rules the server applies to a write; one that breaks a
 * rule is left out with its number and why, so the review can say so. A file without a readable
 * section is refused whole with what is wrong, and nothing is written.
 */
import { DIARY_LIMITS, validateDiaryOp, type DiaryFieldValues } from '../../contract/diary';
import { isRecord } from '../../contract/is-record';

interface DiarySessionRead {
  /** 1-based place in the file's `diary` section. */
  position: number;
  /** The entry's id in the file, when it has a usable one. */
  id?: string;
  gameId: number;
  values: DiaryFieldValues;
}

export type DiaryJsonRead = { ok: true; sessions: DiarySessionRead[]; problems: string[] } | { ok: false; message: string };

const NOT_AN_EXPORT = 'This JSON has no "diary" section. Export a file with one from My Games (Export JSON) while signed in.';

/** One session of the section, or why it cannot be imported. */
function readOne(raw: unknown, position: number, now: number): DiarySessionRead | string {
  if (!isRecord(raw)) return `Session ${position}: not a session (an object with a date and a game_id).`;
  if (raw.date === undefined) return `Session ${position}: it has no date.`;
  const op = { op: 'put', id: raw.id ?? 'import', game_id: raw.game_id, date: raw.date, minutes: raw.minutes ?? null, note: raw.note ?? '', marker: raw.marker ?? null, updated_at: now, op_id: 'import' };
  const checked = validateDiaryOp(op, now);
  if (!checked.ok) return `Session ${position}: ${checked.errors.map((error) => error.message).join(' ')}`;
  const value = checked.value as Extract<typeof checked.value, { op: 'put' }>;
  return {
    position,
    ...(raw.id === undefined ? {} : { id: value.id }),
    gameId: value.game_id as number,
    values: { date: value.date as string, minutes: value.minutes ?? null, note: value.note ?? '', marker: value.marker ?? null },
  };
}

/** Reads `text` (a whole JSON file) against the clock `now`, for the dates. */
export function readDiaryJson(text: string, now: number): DiaryJsonRead {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: 'This file is not valid JSON (a comma, quote or bracket is wrong or missing).' };
  }
  if (!isRecord(data) || data.diary === undefined) return { ok: false, message: NOT_AN_EXPORT };
  const section = data.diary;
  if (!Array.isArray(section)) return { ok: false, message: 'The file\'s "diary" section is not a list of sessions, so none could be read.' };
  if (section.length > DIARY_LIMITS.entriesPerUser) {
    return { ok: false, message: `A diary holds at most ${DIARY_LIMITS.entriesPerUser.toLocaleString('en')} sessions; this file's "diary" section has ${section.length.toLocaleString('en')}.` };
  }
  const sessions: DiarySessionRead[] = [];
  const problems: string[] = [];
  section.forEach((raw: unknown, index) => {
    const read = readOne(raw, index + 1, now);
    if (typeof read === 'string') problems.push(read);
    else sessions.push(read);
  });
  return { ok: true, sessions, problems };
}
