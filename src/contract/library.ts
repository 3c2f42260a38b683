/**
 * The personal games library (docs/architecture.md): the statuses and their labels, the limits,
 * and the shapes the app and the server exchange on /user/library. One source for both sides, so
 * the app refuses locally exactly what the server would refuse.
 *
 * Times are milliseconds since the epoch, as the device that made the change saw them. Last writer
 * wins per game by `updated_at`; on a tie the entry already stored stays, so the server's response
 * decides and every device converges on it. A removal is a tombstone (`deleted: true`), so an
 * older update from another device cannot bring the game back.
 */
import { array, boolean, enums, integer, literal, nullable, number, object, optional, string, union, type Infer } from 'superstruct';
import { parseGameId } from './game-id.js';

export { LIBRARY_STATUSES, STATUS_LABELS, TRACKED_STATUSES, type LibraryStatus } from './library-statuses.js';
import { LIBRARY_STATUSES, type LibraryStatus } from './library-statuses.js';

export const LIBRARY_LIMITS = {
  noteMaxLength: 500,
  rating: { min: 1, max: 5 },
  entriesPerUser: 5000,
  opsPerBatch: 100,
  /** Writes per user per minute, shared across server copies through Redis when it is set. */
  writesPerMinute: 120,
  opIdMaxLength: 64,
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
});
export type LibraryEntry = Infer<typeof LibraryEntry>;

/** GET /user/library?since=CURSOR. Without `since`: every live entry. */
export const LibraryPage = object({ entries: array(LibraryEntry), cursor: string() });
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

/** PUT /user/library/:gameId body. */
export interface LibraryPut {
  status: LibraryStatus;
  rating: number | null;
  note: string;
  updated_at: number;
  op_id: string;
}

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

// Control characters other than the newline a note may hold.
const NOTE_FORBIDDEN = /(?!\n)\p{Cc}/u;
const OP_ID_SHAPE = new RegExp(`^[A-Za-z0-9_-]{1,${LIBRARY_LIMITS.opIdMaxLength}}$`);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function statusError(value: unknown): string | undefined {
  if (value === undefined) return 'Status is required.';
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
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') return 'Note must be text.';
  if (value.length > LIBRARY_LIMITS.noteMaxLength) return `Note must be at most ${LIBRARY_LIMITS.noteMaxLength} characters.`;
  return NOTE_FORBIDDEN.test(value) ? 'Note must not contain control characters other than new lines.' : undefined;
}

/** A change time: whole milliseconds since the epoch, as a number or (in a query string) as digits. */
export function parseChangeTime(value: unknown): number | undefined {
  const time = typeof value === 'string' && /^[0-9]{1,15}$/.test(value) ? Number(value) : value;
  return Number.isSafeInteger(time) && (time as number) > 0 ? (time as number) : undefined;
}

function changeErrors(updatedAt: unknown, opId: unknown): LibraryFieldError[] {
  const errors: LibraryFieldError[] = [];
  if (parseChangeTime(updatedAt) === undefined) {
    errors.push({ field: 'updated_at', message: 'updated_at must be the time of the change in whole milliseconds since 1970.' });
  }
  if (typeof opId !== 'string' || !OP_ID_SHAPE.test(opId)) {
    errors.push({ field: 'op_id', message: `op_id must be 1 to ${LIBRARY_LIMITS.opIdMaxLength} letters, digits, - or _.` });
  }
  return errors;
}

/** Checks a PUT body; every failing field gets its own message, all at once. */
export function validateLibraryPut(body: unknown): LibraryValidation<LibraryPut> {
  if (!isRecord(body)) return { ok: false, errors: [{ field: 'body', message: 'The body must be a JSON object.' }] };
  const errors: LibraryFieldError[] = [];
  const fieldChecks: [string, string | undefined][] = [
    ['status', statusError(body.status)],
    ['rating', ratingError(body.rating)],
    ['note', noteError(body.note)],
  ];
  for (const [field, message] of fieldChecks) if (message) errors.push({ field, message });
  errors.push(...changeErrors(body.updated_at, body.op_id));
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      status: body.status as LibraryStatus,
      rating: (body.rating as number | null | undefined) ?? null,
      note: (body.note as string | null | undefined) ?? '',
      updated_at: parseChangeTime(body.updated_at) as number,
      op_id: body.op_id as string,
    },
  };
}

/** Checks a DELETE's query (or a batch delete's fields). */
export function validateLibraryDelete(query: unknown): LibraryValidation<LibraryDelete> {
  const record = isRecord(query) ? query : {};
  const errors = changeErrors(record.updated_at, record.op_id);
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { updated_at: parseChangeTime(record.updated_at) as number, op_id: record.op_id as string } };
}

/** Checks one batch operation, including its game id (the contract's parseGameId). */
export function validateLibraryOp(raw: unknown): LibraryValidation<LibraryOp> {
  if (!isRecord(raw)) return { ok: false, errors: [{ field: 'op', message: 'Each operation must be a JSON object.' }] };
  const gameId = parseGameId(typeof raw.game_id === 'number' ? String(raw.game_id) : (raw.game_id as string | undefined));
  const idErrors = gameId === undefined ? [{ field: 'game_id', message: 'game_id must be a game id (a whole number from 1).' }] : [];
  if (raw.op !== 'put' && raw.op !== 'delete') {
    return { ok: false, errors: [{ field: 'op', message: 'op must be put or delete.' }, ...idErrors] };
  }
  const checked = raw.op === 'put' ? validateLibraryPut(raw) : validateLibraryDelete(raw);
  if (!checked.ok || gameId === undefined) return { ok: false, errors: [...idErrors, ...(checked.ok ? [] : checked.errors)] };
  return { ok: true, value: { op: raw.op, game_id: gameId, ...checked.value } as LibraryOp };
}
