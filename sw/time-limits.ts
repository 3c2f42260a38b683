/**
 * How long the service worker's own work may take. Every event it handles must end in bounded time:
 * a waiting version is only activated once the active one has no open event.
 */

/** A background network call (revalidation); the server's own upstream calls give up after 10 s. */
export const NETWORK_TIMEOUT_MS = 10_000;
/** Everything handed to `waitUntil`: the network call, reading its body and storing it. */
export const BACKGROUND_LIMIT_MS = 15_000;
/** Reading a stored record before answering; past this the request goes to the network as a miss. */
export const STORE_READ_LIMIT_MS = 3_000;
