/**
 * What the library's pages and the service worker say to each other over a BroadcastChannel
 * (docs/decisions.md, "Background Sync"). Kept out of messages.ts so the first route does not carry it.
 */
import { boolean, literal, object, string, type Infer } from 'superstruct';

/** The channel the library's pages and the service worker share, and the Background Sync tag. */
export { LIBRARY_CHANNEL, LIBRARY_SYNC_TAG } from './storage-names.js';

/** The service worker's `sync` event asks open pages to drain their outbox; `id` pairs the response. */
export const LibraryDrainRequest = object({ type: literal('library-drain'), id: string() });
export type LibraryDrainRequest = Infer<typeof LibraryDrainRequest>;

/** A page's response to a drain request: `ok` when its outbox reached the server. */
export const LibraryDrainResponse = object({ type: literal('library-drained'), id: string(), ok: boolean() });
export type LibraryDrainResponse = Infer<typeof LibraryDrainResponse>;
