/**
 * The play diary (docs/architecture.md, "The diary"): one entry per session a person logs, with an
 * id the device chose (crypto.randomUUID), so two devices adding entries never meet. The shapes the
 * app and the server exchange on /user/diary and the rules both check, written once.
 *
 * Times are milliseconds since 1970 as the device saw them. Each field of DIARY_FIELDS wins or loses
 * on its own change time (diary-merge.ts); a deleted entry is a tombstone (`deleted: true`).
 */
import { array, boolean, enums, integer, literal, nullable, number, object, optional, string, union, type Infer } from 'superstruct';
import { changeErrors, noteTextError, parseChangeTime, type LibraryFieldError, type LibraryValidation } from './library.js';
import { gameIdOf } from './game-id.js';
import { isRecord } from './is-record.js';
import { formatCount } from './format-count.js';

export const DIARY_MARKERS = ['started', 'finished', 'abandoned'] as const;
export type DiaryMarker = (typeof DIARY_MARKERS)[number];
/** The words a person sees for each marker. */
export const MARKER_LABELS: Readonly<Record<DiaryMarker, string>> = { started: 'Started', finished: 'Finished', abandoned: 'Gave up' };

export const DIARY_LIMITS = {
  noteMaxLength: 280,
  minutesMax: 10_000,
  entriesPerUser: 20_000,
  opsPerBatch: 100,
  writesPerMinute: 120,
  readsPerMinute: 60,
  entriesPerPage: 500,
  idMaxLength: 64,
} as const;

/** The fields that merge one by one, each with its own change time. */
export const DIARY_FIELDS = ['date', 'minutes', 'note', 'marker'] as const;
export type DiaryField = (typeof DIARY_FIELDS)[number];
export const DIARY_FIELD_TIME = {
  date: 'date_updated_at',
  minutes: 'minutes_updated_at',
  note: 'note_updated_at',
  marker: 'marker_updated_at',
} as const satisfies Record<DiaryField, `${DiaryField}_updated_at`>;

export interface DiaryFieldValues {
  date: string;
  minutes: number | null;
  note: string;
  marker: DiaryMarker | null;
}

/** One session, as the server stores and sends it. */
export const DiaryEntry = object({
  id: string(),
  game_id: integer(),
  /** The day played, YYYY-MM-DD, in the person's own calendar. */
  date: string(),
  minutes: nullable(integer()),
  note: string(),
  marker: nullable(enums(DIARY_MARKERS)),
  created_at: number(),
  updated_at: number(),
  deleted: boolean(),
  date_updated_at: number(),
  minutes_updated_at: number(),
  note_updated_at: number(),
  marker_updated_at: number(),
});
export type DiaryEntry = Infer<typeof DiaryEntry>;

/** GET /user/diary?since=CURSOR: pages as the library's (LibraryPage). */
/** `reset`: the cursor was older than the tombstones kept, so these pages start over with every live entry. */
export const DiaryPage = object({ entries: array(DiaryEntry), cursor: string(), more: optional(boolean()), reset: optional(boolean()) });
export type DiaryPage = Infer<typeof DiaryPage>;

export const DiaryOpResult = union([
  object({ status: literal(200), entry: DiaryEntry }),
  object({ status: number(), message: string(), errors: optional(array(object({ field: string(), message: string() }))) }),
]);
export type DiaryOpResult = Infer<typeof DiaryOpResult>;
export const DiaryBatchResponse = object({ results: array(DiaryOpResult) });

/** PUT /user/diary/:entryId: the game (always), the fields that changed, and when. */
export type DiaryPut = Partial<DiaryFieldValues> & Partial<Record<(typeof DIARY_FIELD_TIME)[DiaryField], number>> & {
  game_id: number;
  updated_at: number;
  op_id: string;
};
export interface DiaryDelete {
  updated_at: number;
  op_id: string;
}
export type DiaryOp = ({ op: 'put'; id: string } & DiaryPut) | ({ op: 'delete'; id: string } & DiaryDelete);

const ID_SHAPE = new RegExp(`^[A-Za-z0-9_-]{1,${DIARY_LIMITS.idMaxLength}}$`);
const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The UTC calendar date of a time, YYYY-MM-DD. */
export function utcDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** A diary entry's id: what crypto.randomUUID() makes, or 1-64 letters, digits, - or _. */
function isDiaryId(value: unknown): value is string {
  return typeof value === 'string' && ID_SHAPE.test(value);
}

/**
 * Why `value` is not a day one may log, given the checker's clock `now`: a real calendar date from
 * 1970, and not after tomorrow in UTC (a person east of UTC is already a day ahead).
 */
function diaryDateError(value: unknown, now: number): string | undefined {
  const match = typeof value === 'string' ? DATE_SHAPE.exec(value) : null;
  if (!match) return 'Date must be a day written YYYY-MM-DD.';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  if (year < 1970 || utcDate(time) !== value) return 'Date must be a real day from 1970.';
  return (value as string) > utcDate(now + DAY_MS) ? 'Date must not be in the future.' : undefined;
}

function minutesError(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= DIARY_LIMITS.minutesMax
    ? undefined
    : `Minutes must be a whole number from 0 to ${formatCount(DIARY_LIMITS.minutesMax)}, or null.`;
}

function markerError(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  return (DIARY_MARKERS as readonly unknown[]).includes(value) ? undefined : `Marker must be one of ${DIARY_MARKERS.join(', ')}, or null.`;
}

/** Checks a PUT body against the clock `now` (for the date); every failing field gets its own message. */
export function validateDiaryPut(body: unknown, now: number): LibraryValidation<DiaryPut> {
  if (!isRecord(body)) return { ok: false, errors: [{ field: 'body', message: 'The body must be a JSON object.' }] };
  const errors: LibraryFieldError[] = [];
  const gameId = gameIdOf(body.game_id);
  if (gameId === undefined) errors.push({ field: 'game_id', message: 'game_id must be a game id (a whole number from 1).' });
  const sent = DIARY_FIELDS.filter((field) => body[field] !== undefined);
  if (sent.length === 0) errors.push({ field: 'body', message: `Send at least one of ${DIARY_FIELDS.join(', ')}.` });
  const checks: Record<DiaryField, (value: unknown) => string | undefined> = {
    date: (value) => (value === undefined ? undefined : diaryDateError(value, now)),
    minutes: minutesError,
    note: (value) => noteTextError(value, DIARY_LIMITS.noteMaxLength),
    marker: markerError,
  };
  for (const field of DIARY_FIELDS) {
    const message = checks[field](body[field]);
    if (message) errors.push({ field, message });
    const time = body[DIARY_FIELD_TIME[field]];
    if (time !== undefined && parseChangeTime(time) === undefined) {
      errors.push({ field: DIARY_FIELD_TIME[field], message: `${DIARY_FIELD_TIME[field]} must be the time of the change in whole milliseconds since 1970.` });
    }
  }
  errors.push(...changeErrors(body.updated_at, body.op_id));
  if (errors.length > 0) return { ok: false, errors };
  const value: Record<string, unknown> = { game_id: gameId, updated_at: parseChangeTime(body.updated_at), op_id: body.op_id };
  for (const field of sent) {
    value[field] = field === 'note' ? ((body.note as string | null) ?? '') : body[field];
    if (body[DIARY_FIELD_TIME[field]] !== undefined) value[DIARY_FIELD_TIME[field]] = parseChangeTime(body[DIARY_FIELD_TIME[field]]);
  }
  return { ok: true, value: value as DiaryPut };
}

/** Checks a DELETE's query (or a batch delete's fields). */
export function validateDiaryDelete(query: unknown): LibraryValidation<DiaryDelete> {
  const record = isRecord(query) ? query : {};
  const errors = changeErrors(record.updated_at, record.op_id);
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { updated_at: parseChangeTime(record.updated_at) as number, op_id: record.op_id as string } };
}

const ID_ERROR: LibraryFieldError = { field: 'id', message: `id must be 1 to ${DIARY_LIMITS.idMaxLength} letters, digits, - or _.` };

/** Checks one batch operation, its entry id included. */
export function validateDiaryOp(raw: unknown, now: number): LibraryValidation<DiaryOp> {
  if (!isRecord(raw)) return { ok: false, errors: [{ field: 'op', message: 'Each operation must be a JSON object.' }] };
  const idErrors = isDiaryId(raw.id) ? [] : [ID_ERROR];
  if (raw.op !== 'put' && raw.op !== 'delete') return { ok: false, errors: [{ field: 'op', message: 'op must be put or delete.' }, ...idErrors] };
  const checked = raw.op === 'put' ? validateDiaryPut(raw, now) : validateDiaryDelete(raw);
  if (!checked.ok || idErrors.length > 0) return { ok: false, errors: [...idErrors, ...(checked.ok ? [] : checked.errors)] };
  return { ok: true, value: { op: raw.op, id: raw.id as string, ...checked.value } as DiaryOp };
}

/** The id error for a path's entry id, or none. */
export function diaryIdErrors(raw: string): LibraryFieldError[] {
  return isDiaryId(raw) ? [] : [ID_ERROR];
}
