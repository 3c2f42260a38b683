/**
 * An import file turned into the review the person checks before anything is written: our JSON
 * export's `diary` section (games by id) or a CSV of sessions (games by title), each session's game
 * found as the library's import finds it (src/lib/title-matcher.ts), and the sessions the diary
 * already holds marked as skipped (diary-duplicates.ts).
 */
import type { DiaryEntry, DiaryFieldValues } from '../../contract/diary';
import { createTitleMatcher, type TitleMatch, type TitledGame } from '../../lib/title-matcher';
import { createDuplicateCheck } from './diary-duplicates';
import { readDiaryJson } from './read-diary-json';
import { readSessions } from './read-sessions';

interface ReviewRow {
  /** The CSV's line, or the place in the JSON's `diary` section: unique in the file. */
  key: number;
  /** The title in the file; a JSON export names the game by id only. */
  title: string;
  id?: string;
  values: DiaryFieldValues;
  match: TitleMatch<TitledGame>;
  /** Found for sure, and already in the diary: skipped. */
  duplicate: boolean;
}

export interface SessionsReview {
  /** What `key` counts: a CSV's lines, or a JSON export's sessions. */
  unit: 'Line' | 'Session';
  rows: ReviewRow[];
  /** The sessions the rules refuse, each with where it is and why. */
  problems: string[];
}

/** Whether `text` is JSON rather than CSV (a CSV starts with its header row). */
function isJsonFile(text: string, fileName: string): boolean {
  return /\.json$/i.test(fileName) || /^\s*[[{]/.test(text);
}

/** Reads `text`, finds each session's game among `games` and marks what `entries` already hold. */
export function reviewSessions(text: string, fileName: string, now: number, today: string, games: readonly TitledGame[], entries: readonly DiaryEntry[]): { ok: true; review: SessionsReview } | { ok: false; message: string } {
  const json = isJsonFile(text, fileName);
  const read = json ? readDiaryJson(text, now) : readSessions(text, today);
  if (!read.ok) return read;
  // Prepared only now: preparing every title costs a long task, which opening the page need not pay.
  const matcher = createTitleMatcher(games);
  const isDuplicate = createDuplicateCheck(entries);
  const unread = 'sessions' in read
    ? read.sessions.map((session) => ({ key: session.position, title: '', id: session.id, gameId: session.gameId as number | undefined, values: session.values }))
    : read.rows.map((row) => ({ key: row.line, title: row.title, id: undefined, gameId: undefined, values: row.values }));
  const rows = unread.map(({ gameId, ...row }): ReviewRow => {
    const found = matcher(row.title, gameId);
    // A session named by id alone has no title to come close to: its game is in the catalogue or missing.
    const match: TitleMatch<TitledGame> = row.title === '' && found.kind !== 'exact' ? { kind: 'missing' } : found;
    const duplicate = match.kind === 'exact' && isDuplicate({ id: row.id, gameId: match.game.id, values: row.values });
    return { ...row, title: row.title || `Game ${gameId}`, match, duplicate };
  });
  return { ok: true, review: { unit: json ? 'Session' : 'Line', rows, problems: read.problems } };
}

export const sessionsWord = (count: number) => `${count.toLocaleString('en')} ${count === 1 ? 'session' : 'sessions'}`;

/** What the review leaves out, in words: "Skipped: 2 sessions already in your diary, 1 session whose game is not in the catalogue." */
export function skippedSummary(review: SessionsReview): string | undefined {
  const duplicates = review.rows.filter((row) => row.duplicate).length;
  const missing = review.rows.filter((row) => row.match.kind === 'missing').length;
  const parts = [duplicates > 0 && `${sessionsWord(duplicates)} already in your diary`, missing > 0 && `${sessionsWord(missing)} whose game is not in the catalogue`, review.problems.length > 0 && `${sessionsWord(review.problems.length)} the diary's rules refuse`].filter(Boolean);
  return parts.length > 0 ? `Skipped: ${parts.join(', ')}.` : undefined;
}
