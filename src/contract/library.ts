/**
 * The personal games library (docs/architecture.md): the statuses and their labels, the limits,
 * and the shapes the app and the server exchange on /user/library. One source for both sides, so
 * the app refuses locally exactly what the server would refuse.
 *
 * Times are milliseconds since the epoch, as the device that made the change saw them. Each field
 * (LIBRARY_FIELDS) wins or loses on its own change time (library-merge.ts); on a tie what the server
 * already stored stays, so its response decides and every device converges on it. A removal is a
 * tombstone (`deleted: true`), so an older change from another device cannot bring the game back.
 */
import { array, boolean, enums, integer, literal, nullable, number, object, optional, string, union, type Infer } from 'superstruct';
import { FIELD_TIME, LIBRARY_FIELDS, type LibraryFieldValues } from './library-fields.js';
import { gameIdOf } from './game-id.js';
import { isRecord } from './is-record.js';
import { textError } from './text-rules.js';

export { LIBRARY_STATUSES, STATUS_LABELS, TRACKED_STATUSES, type LibraryStatus } from './library-statuses.js';
export { FIELD_LABELS, FIELD_TIME, LIBRARY_FIELDS, type LibraryField } from './library-fields.js';
import { LIBRARY_STATUSES, type LibraryStatus } from './library-statuses.js';

export const LIBRARY_LIMITS = {
  noteMaxLength: 500,
  rating: { min: 1, max: 5 },
  entriesPerUser: 5000,
  opsPerBatch: 100,
  /** Writes per user per minute, shared across server copies through Redis when it is set. */
  writesPerMinute: 120,
  opIdMaxLength: 64,
  /** Most entries one page of GET /user/library holds; `more: true` says ask again from its cursor. */
  entriesPerPage: 500,
  /** Pages of GET /user/library per user per minute: a full pull of 5,000 entries is 10. */
  readsPerMinute: 60,
} as const;

/** One game in a person's library, as the server stores and sends it. */
export const LibraryEntry = object({
  game_id: integer(),
  /** null only on a tombstone that never had a status worth keeping. */
  status: nullable(enums(LIBRARY_STATUSES)),
  rating: nullable(integer()),
  note: string(),
  created_at: number(),
  updated_at: number(),
  deleted: boolean(),
  /** When each field last changed (FIELD_TIME); absent from entries stored before they existed, which count `updated_at`. */
  status_updated_at: optional(number()),
  rating_updated_at: optional(number()),
  note_updated_at: optional(number()),
});
export type LibraryEntry = Infer<typeof LibraryEntry>;

/**
 * GET /user/library?since=CURSOR: at most LIBRARY_LIMITS.entriesPerPage entries; `more` asks for the
 * next page from `cursor`. Without `since`, or with `reset: true` (the cursor is older than the
 * tombstones the server still keeps, or one it never gave), the pages start over with every live
 * entry, and a game the pages never name is gone.
 */
export const LibraryPage = object({ entries: array(LibraryEntry), cursor: string(), more: optional(boolean()), reset: optional(boolean()) });
export type LibraryPage = Infer<typeof LibraryPage>;

/**
 * One result of POST /user/library/batch, in the order of the operations: the stored entry (ours,
 * or the newer one that already won), or why that operation was refused. A refused operation does
 * not stop the others.
 */
export const LibraryOpResult = union([
  object({ status: literal(200), entry: LibraryEntry }),
  object({
    status: number(),
    message: string(),
    errors: optional(array(object({ field: string(), message: string() }))),
  }),
]);
export type LibraryOpResult = Infer<typeof LibraryOpResult>;
export const LibraryBatchResponse = object({ results: array(LibraryOpResult) });
export type LibraryBatchResponse = Infer<typeof LibraryBatchResponse>;

/**
 * PUT /user/library/:gameId body: the fields that changed (at least one), each at its own time
 * (`<field>_updated_at`) or at `updated_at`. A body with every field is a whole entry, as older
 * clients send.
 */
export type LibraryPut = Partial<Omit<LibraryFieldValues, 'status'> & { status: LibraryStatus }> & Partial<Record<(typeof FIELD_TIME)[keyof typeof FIELD_TIME], number>> & {
  updated_at: number;
  op_id: string;
  /**
   * When the game was first added, for a put that brings a removed game back (Undo of a Remove):
   * the server then keeps it, never later than `updated_at`. A game already there keeps its own.
   */
  created_at?: number;
};

/** DELETE /user/library/:gameId?updated_at=…&op_id=… */
export interface LibraryDelete {
  updated_at: number;
  op_id: string;
}

/** One operation of POST /user/library/batch ({ops: [...]}, at most LIBRARY_LIMITS.opsPerBatch). */
export type LibraryOp = ({ op: 'put' } & LibraryPut & { game_id: number }) | ({ op: 'delete' } & LibraryDelete & { game_id: number });

export interface LibraryFieldError {
  field: string;
  message: string;
}

export type LibraryValidation<T> = { ok: true; value: T } | { ok: false; errors: LibraryFieldError[] };

const OP_ID_SHAPE = new RegExp(`^[A-Za-z0-9_-]{1,${LIBRARY_LIMITS.opIdMaxLength}}$`);

function statusError(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  return (LIBRARY_STATUSES as readonly unknown[]).includes(value)
    ? undefined
    : `Status must be one of ${LIBRARY_STATUSES.join(', ')}.`;
}

function ratingError(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  const { min, max } = LIBRARY_LIMITS.rating;
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max
    ? undefined
    : `Rating must be a whole number from ${min} to ${max}, or null.`;
}

function noteError(value: unknown): string | undefined {
  return noteTextError(value, LIBRARY_LIMITS.noteMaxLength);
}

/** A note's text rules, shared by the library's note and the diary's: at most `maxLength` characters, no hidden tricks. */
export function noteTextError(value: unknown, maxLength: number): string | undefined {
  if (value === undefined || value === null) return undefined;
  return textError(value, { label: 'Note', maxLength, multiline: true });
}

/** A change time: whole milliseconds since the epoch, as a number or (in a query string) as digits. */
export function parseChangeTime(value: unknown): number | undefined {
  const time = typeof value === 'string' && /^[0-9]{1,15}$/.test(value) ? Number(value) : value;
  return Number.isSafeInteger(time) && (time as number) > 0 ? (time as number) : undefined;
}

/** The errors of a change's `updated_at` and `op_id` (library and diary alike). */
export function changeErrors(updatedAt: unknown, opId: unknown): LibraryFieldError[] {
  const errors: LibraryFieldError[] = [];
  if (parseChangeTime(updatedAt) === undefined) {
    errors.push({ field: 'updated_at', message: 'updated_at must be the time of the change in whole milliseconds since 1970.' });
  }
  if (typeof opId !== 'string' || !OP_ID_SHAPE.test(opId)) {
    errors.push({ field: 'op_id', message: `op_id must be 1 to ${LIBRARY_LIMITS.opIdMaxLength} letters, digits, - or _.` });
  }
  return errors;
}

const FIELD_ERRORS: { [F in keyof LibraryFieldValues]: (value: unknown) => string | undefined } = { status: statusError, rating: ratingError, note: noteError };
/** A field's value as stored: a note or rating sent as null clears it. */
const FIELD_VALUE: { [F in keyof LibraryFieldValues]: (value: unknown) => LibraryFieldValues[F] } = {
  status: (value) => value as LibraryStatus,
  rating: (value) => (value as number | null) ?? null,
  note: (value) => (value as string | null) ?? '',
};

/** Checks a PUT body; every failing field gets its own message, all at once. */
export function validateLibraryPut(body: unknown): LibraryValidation<LibraryPut> {
  if (!isRecord(body)) return { ok: false, errors: [{ field: 'body', message: 'The body must be a JSON object.' }] };
  const errors: LibraryFieldError[] = [];
  const sent = LIBRARY_FIELDS.filter((field) => body[field] !== undefined);
  if (sent.length === 0) errors.push({ field: 'body', message: `Send at least one of ${LIBRARY_FIELDS.join(', ')}.` });
  for (const field of LIBRARY_FIELDS) {
    const message = FIELD_ERRORS[field](body[field]);
    if (message) errors.push({ field, message });
    const time = body[FIELD_TIME[field]];
    if (time !== undefined && parseChangeTime(time) === undefined) {
      errors.push({ field: FIELD_TIME[field], message: `${FIELD_TIME[field]} must be the time of the change in whole milliseconds since 1970.` });
    }
  }
  errors.push(...changeErrors(body.updated_at, body.op_id));
  const createdAt = body.created_at === undefined ? undefined : parseChangeTime(body.created_at);
  if (body.created_at !== undefined && createdAt === undefined) {
    errors.push({ field: 'created_at', message: 'created_at must be the time the game was added in whole milliseconds since 1970.' });
  }
  if (errors.length > 0) return { ok: false, errors };
  const value: Record<string, unknown> = { updated_at: parseChangeTime(body.updated_at), op_id: body.op_id };
  if (createdAt !== undefined) value.created_at = createdAt;
  for (const field of sent) {
    value[field] = FIELD_VALUE[field](body[field]);
    if (body[FIELD_TIME[field]] !== undefined) value[FIELD_TIME[field]] = parseChangeTime(body[FIELD_TIME[field]]);
  }
  return { ok: true, value: value as LibraryPut };
}

/** Checks a DELETE's query (or a batch delete's fields). */
export function validateLibraryDelete(query: unknown): LibraryValidation<LibraryDelete> {
  const record = isRecord(query) ? query : {};
  const errors = changeErrors(record.updated_at, record.op_id);
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { updated_at: parseChangeTime(record.updated_at) as number, op_id: record.op_id as string } };
}

/** Checks one batch operation, including its game id (the contract's gameIdOf). */
export function validateLibraryOp(raw: unknown): LibraryValidation<LibraryOp> {
  if (!isRecord(raw)) return { ok: false, errors: [{ field: 'op', message: 'Each operation must be a JSON object.' }] };
  const gameId = gameIdOf(raw.game_id);
  const idErrors = gameId === undefined ? [{ field: 'game_id', message: 'game_id must be a game id (a whole number from 1).' }] : [];
  if (raw.op !== 'put' && raw.op !== 'delete') {
    return { ok: false, errors: [{ field: 'op', message: 'op must be put or delete.' }, ...idErrors] };
  }
  const checked = raw.op === 'put' ? validateLibraryPut(raw) : validateLibraryDelete(raw);
  if (!checked.ok || gameId === undefined) return { ok: false, errors: [...idErrors, ...(checked.ok ? [] : checked.errors)] };
  return { ok: true, value: { op: raw.op, game_id: gameId, ...checked.value } as LibraryOp };
}
