/**
 * The live channel between the server and a person's open apps (docs/architecture.md, "Live
 * changes"): `GET /user/events` streams server-sent events, authorised by the Authorization
 * header (never a token in the URL, which would be logged). Each library write that carries the
 * device header is announced to the person's other connections, not to the one that made it.
 */
import { literal, object, optional, string, type Infer } from 'superstruct';

export const EVENTS_PATH = '/user/events';

/** The id of one open app (a tab), sent on library writes and on its event stream. */
export const DEVICE_HEADER = 'x-freeplay-device';

/** A device id: what the client makes with crypto.randomUUID(), or anything of that shape. */
export const DEVICE_ID = /^[A-Za-z0-9-]{8,64}$/;

/** The one event there is today: the person's library changed on another device; pull it. */
export const LibraryChangedEvent = object({ kind: literal('library'), cursor: optional(string()) });
export type LibraryChangedEvent = Infer<typeof LibraryChangedEvent>;

/** The person's diary changed on another device; pull it (the same stream, another kind). */
export const DiaryChangedEvent = object({ kind: literal('diary'), cursor: optional(string()) });
export type DiaryChangedEvent = Infer<typeof DiaryChangedEvent>;

/** The person's lists changed on another device (or a list of theirs was shared or revoked): pull them. */
export const ListsChangedEvent = object({ kind: literal('lists'), cursor: optional(string()) });
export type ListsChangedEvent = Infer<typeof ListsChangedEvent>;

/** What a change announces: which synced store to pull, each with its own pull. */
export type LiveChangeKind = 'library' | 'diary' | 'lists';
