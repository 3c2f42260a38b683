/**
 * A person's lists of games (docs/lists.md): the limits, the records the app and the server
 * exchange on /user/lists, and the checks both sides apply, so the app refuses locally exactly what
 * the server would refuse.
 *
 * A list is keyed by an id its device chose; an item by (list id, game id), so a game is in a list
 * once and no merge can lose or duplicate it. Both are tombstones when removed. A list's fields
 * merge as one (the later change wins); an item's position and note each merge on their own time,
 * and its presence on `updated_at` (list-merge.ts).
 */
import { array, boolean, integer, nullable, number, object, optional, string, type Infer } from 'superstruct';
import { gameIdOf } from './game-id.js';
import { isRecord } from './is-record.js';
import { parseChangeTime } from './library.js';
import { POSITION_SHAPE } from './list-positions.js';
import { textError } from './text-rules.js';

export const LIST_LIMITS = {
  nameMaxLength: 80,
  descriptionMaxLength: 500,
  itemNoteMaxLength: 280,
  itemsPerList: 500,
  listsPerUser: 100,
  opsPerBatch: 100,
  /** Records (lists and items together) in one page of GET /user/lists. */
  recordsPerPage: 500,
  /** Writes per user per minute; a whole list of 500 added in one step is 5 batches. */
  writesPerMinute: 600,
  /** Pages of GET /user/lists per user per minute. */
  readsPerMinute: 60,
  /** Shared lists opened per person per minute, and per address (several people behind one). */
  sharedViewsPerMinute: 30,
  sharedViewsPerAddressPerMinute: 120,
  opIdMaxLength: 64,
} as const;

/** A list id: what the client makes with crypto.randomUUID(), or anything of that shape. */
const LIST_ID = /^[A-Za-z0-9_-]{8,64}$/;
/** A share id: 16 random bytes or more in base64url (128 bits and up). */
export const SHARE_ID = /^[A-Za-z0-9_-]{22,64}$/;

/** The one answer for a shared id that is unknown, revoked or never was: nothing tells them apart. */
export const NOT_SHARED_MESSAGE = 'This list is no longer shared';

/** A list's own fields, as the server stores and sends them. */
export const ListRecord = object({
  list_id: string(),
  name: string(),
  description: string(),
  ranked: boolean(),
  created_at: number(),
  updated_at: number(),
  deleted: boolean(),
  /** The list's current share id; null while it is private. */
  share_id: nullable(string()),
});
export type ListRecord = Infer<typeof ListRecord>;

/** One game in one list. */
export const ListItemRecord = object({
  list_id: string(),
  game_id: integer(),
  position: string(),
  note: string(),
  /** When the game was last added or removed. */
  updated_at: number(),
  position_updated_at: number(),
  note_updated_at: number(),
  deleted: boolean(),
});
export type ListItemRecord = Infer<typeof ListItemRecord>;

/** GET /user/lists?since=CURSOR: as the library's pages, with lists and items side by side. */
export const ListsPage = object({
  lists: array(ListRecord),
  items: array(ListItemRecord),
  cursor: string(),
  more: optional(boolean()),
  /** The cursor was older than the tombstones kept: these pages start over with every live record. */
  reset: optional(boolean()),
});
export type ListsPage = Infer<typeof ListsPage>;

/** GET /user/lists/:listId: one live list and its live items in order. */
export const OneList = object({ list: ListRecord, items: array(ListItemRecord) });
export type OneList = Infer<typeof OneList>;

/** GET /user/shared/:shareId: the read-only list, and whose it is (first name only). */
export const SharedList = object({
  share_id: string(),
  owner_first_name: string(),
  name: string(),
  description: string(),
  ranked: boolean(),
  items: array(object({ game_id: integer(), note: string() })),
});
export type SharedList = Infer<typeof SharedList>;

/** POST /user/lists/:listId/share answers the new id; DELETE answers null. */
export const ShareAnswer = object({ share_id: nullable(string()) });

export interface ListPut {
  name: string;
  description: string;
  ranked: boolean;
  updated_at: number;
  op_id: string;
}
export interface ItemPut {
  position?: string;
  note?: string;
  updated_at: number;
  op_id: string;
}
export interface ListsDelete {
  updated_at: number;
  op_id: string;
}

/** One operation of POST /user/lists/batch ({ops: [...]}, at most LIST_LIMITS.opsPerBatch). */
export type ListsOp =
  | ({ op: 'put-list'; list_id: string } & ListPut)
  | ({ op: 'delete-list'; list_id: string } & ListsDelete)
  | ({ op: 'put-item'; list_id: string; game_id: number } & ItemPut)
  | ({ op: 'delete-item'; list_id: string; game_id: number } & ListsDelete);

export const ListsOpResult = object({
  status: number(),
  list: optional(ListRecord),
  item: optional(ListItemRecord),
  message: optional(string()),
});
export type ListsOpResult = Infer<typeof ListsOpResult>;
export const ListsBatchResponse = object({ results: array(ListsOpResult) });

interface FieldError {
  field: string;
  message: string;
}
export type ListsValidation<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

const OP_ID_SHAPE = new RegExp(`^[A-Za-z0-9_-]{1,${LIST_LIMITS.opIdMaxLength}}$`);

/** The name rule, for the app's form too. */
export function listNameError(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() === '') return 'Name the list.';
  return textError(value, { label: 'Name', maxLength: LIST_LIMITS.nameMaxLength, multiline: false });
}
export function listDescriptionError(value: unknown): string | undefined {
  return textError(value, { label: 'Description', maxLength: LIST_LIMITS.descriptionMaxLength, multiline: true });
}
export function itemNoteError(value: unknown): string | undefined {
  return textError(value, { label: 'Note', maxLength: LIST_LIMITS.itemNoteMaxLength, multiline: true });
}
export function listIdError(value: unknown): string | undefined {
  return typeof value === 'string' && LIST_ID.test(value) ? undefined : 'The list id must be 8 to 64 letters, digits, - or _.';
}

function changeErrors(body: Record<string, unknown>): FieldError[] {
  const errors: FieldError[] = [];
  if (parseChangeTime(body.updated_at) === undefined) errors.push({ field: 'updated_at', message: 'updated_at must be the time of the change in whole milliseconds since 1970.' });
  if (typeof body.op_id !== 'string' || !OP_ID_SHAPE.test(body.op_id)) errors.push({ field: 'op_id', message: `op_id must be 1 to ${LIST_LIMITS.opIdMaxLength} letters, digits, - or _.` });
  return errors;
}

function collect(checks: Array<[string, string | undefined]>): FieldError[] {
  return checks.flatMap(([field, message]) => (message ? [{ field, message }] : []));
}

/** PUT /user/lists/:listId body: the whole list's fields (description and ranked may be left out). */
export function validateListPut(body: unknown): ListsValidation<ListPut> {
  if (!isRecord(body)) return { ok: false, errors: [{ field: 'body', message: 'The body must be a JSON object.' }] };
  const description = body.description ?? '';
  const ranked = body.ranked ?? false;
  const errors = [
    ...collect([
      ['name', listNameError(body.name)],
      ['description', listDescriptionError(description)],
      ['ranked', typeof ranked === 'boolean' ? undefined : 'ranked must be true or false.'],
    ]),
    ...changeErrors(body),
  ];
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { name: body.name as string, description: description as string, ranked: ranked as boolean, updated_at: parseChangeTime(body.updated_at) as number, op_id: body.op_id as string } };
}

/** PUT /user/lists/:listId/items/:gameId body: a position for a game new to the list, a note, or both. */
export function validateItemPut(body: unknown): ListsValidation<ItemPut> {
  if (!isRecord(body)) return { ok: false, errors: [{ field: 'body', message: 'The body must be a JSON object.' }] };
  const errors = [
    ...collect([
      ['position', body.position === undefined || (typeof body.position === 'string' && POSITION_SHAPE.test(body.position)) ? undefined : 'position must be 1 to 64 letters and digits, not ending in 0.'],
      ['note', body.note === undefined ? undefined : itemNoteError(body.note)],
      ['body', body.position === undefined && body.note === undefined ? 'Send a position, a note, or both.' : undefined],
    ]),
    ...changeErrors(body),
  ];
  if (errors.length > 0) return { ok: false, errors };
  const value: ItemPut = { updated_at: parseChangeTime(body.updated_at) as number, op_id: body.op_id as string };
  if (body.position !== undefined) value.position = body.position as string;
  if (body.note !== undefined) value.note = body.note as string;
  return { ok: true, value };
}

/** A DELETE's query (or a batch delete's fields). */
export function validateListsDelete(query: unknown): ListsValidation<ListsDelete> {
  const record = isRecord(query) ? query : {};
  const errors = changeErrors(record);
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { updated_at: parseChangeTime(record.updated_at) as number, op_id: record.op_id as string } };
}

/** One batch operation, with its list id and (for items) game id. */
export function validateListsOp(raw: unknown): ListsValidation<ListsOp> {
  if (!isRecord(raw)) return { ok: false, errors: [{ field: 'op', message: 'Each operation must be a JSON object.' }] };
  const kinds = ['put-list', 'delete-list', 'put-item', 'delete-item'];
  if (typeof raw.op !== 'string' || !kinds.includes(raw.op)) return { ok: false, errors: [{ field: 'op', message: `op must be one of ${kinds.join(', ')}.` }] };
  const forItem = raw.op.endsWith('-item');
  const gameId = gameIdOf(raw.game_id);
  const idErrors = collect([
    ['list_id', listIdError(raw.list_id)],
    ['game_id', forItem && gameId === undefined ? 'game_id must be a game id (a whole number from 1).' : undefined],
  ]);
  const checked = raw.op === 'put-list' ? validateListPut(raw) : raw.op === 'put-item' ? validateItemPut(raw) : validateListsDelete(raw);
  if (!checked.ok || idErrors.length > 0) return { ok: false, errors: [...idErrors, ...(checked.ok ? [] : checked.errors)] };
  return { ok: true, value: { op: raw.op, list_id: raw.list_id, ...(forItem ? { game_id: gameId } : {}), ...checked.value } as ListsOp };
}
