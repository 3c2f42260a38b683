/**
 * Messages the service worker sends to open pages over a BroadcastChannel, so a page can show
 * fresher data in place when a revalidation brought a change.
 */
import { number, object, literal, string, enums, optional, type Infer } from 'superstruct';
import { is } from './struct-checks.js';
import { CATALOGUE_SOURCES } from './api.js';

export { API_CHANNEL } from './storage-names.js';

export const CacheUpdatedMessage = object({
  type: literal('cache-updated'),
  /** The normalised same-origin URL whose response changed. */
  url: string(),
  storedAt: number(),
  source: optional(enums(CATALOGUE_SOURCES)),
});
export type CacheUpdatedMessage = Infer<typeof CacheUpdatedMessage>;

/** True for a well-formed cache update; anything else on the channel is ignored. */
export function isCacheUpdatedMessage(data: unknown): data is CacheUpdatedMessage {
  return is(data, CacheUpdatedMessage);
}
