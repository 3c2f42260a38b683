// The service worker's periodicsync event: the catalogue index refreshed into the API cache (IndexedDB through fake-indexeddb).
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_TAGS } from '../../src/contract/catalogue-tags.js';
import { createApiCache } from '../../sw/api-cache.js';
import { createIdbApiStore } from '../../sw/api-store.js';
import { isCatalogueRefresh, refreshCatalogue, type PeriodicSyncEvent } from '../../sw/catalogue-refresh.js';
import { listItem } from './fixtures.js';
import { ORIGIN, stubFetch } from './harness.js';
import { jsonResponse } from '../support/json-response.js';
import type { CacheUpdatedMessage } from '../../src/contract/messages.js';

const index = (title: string) => ({
  generated_at: '2026-11-24T00:00:00.000Z',
  source: 'demo',
  tags: CATALOGUE_TAGS,
  games: [{ ...listItem(1), title, tags: ['mmorpg'], rank: { popularity: 1, relevance: 1 } }],
});

let databases = 0;

function worker() {
  const net = stubFetch();
  const store = createIdbApiStore(`freeplay-api-periodic-${++databases}`, 'records');
  const messages: CacheUpdatedMessage[] = [];
  const handle = createApiCache({ store, fetch: net.fetch, now: () => 1_000_000, post: (message) => messages.push(message) });
  const storedTitle = async () => {
    const text = await store.text('/api/catalogue');
    return text === undefined ? undefined : (JSON.parse(text) as { games: { title: string }[] }).games[0]?.title;
  };
  return { net, handle, messages, storedTitle };
}

describe('the periodicsync event: catalogue refresh', () => {
  it('answers only its own tag', () => {
    expect(isCatalogueRefresh({ tag: 'catalogue-refresh' } as PeriodicSyncEvent)).toBe(true);
    expect(isCatalogueRefresh({ tag: 'freeplay-library-outbox' } as PeriodicSyncEvent)).toBe(false);
  });

  it('stores the index when none is stored yet', async () => {
    const w = worker();
    w.net.respond(jsonResponse(index('First')));
    await refreshCatalogue(w.handle, ORIGIN);
    expect(w.net.requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/catalogue']);
    expect(await w.storedTitle()).toBe('First');
  });

  it('replaces a stored index with the newer one and tells open pages', async () => {
    const w = worker();
    w.net.respond(jsonResponse(index('Old')));
    await refreshCatalogue(w.handle, ORIGIN);
    w.net.respond(jsonResponse(index('New')));
    await refreshCatalogue(w.handle, ORIGIN);
    expect(await w.storedTitle()).toBe('New');
    expect(w.messages).toEqual([expect.objectContaining({ type: 'cache-updated', url: '/api/catalogue' })]);
  });

  it('keeps the stored index when offline or answered with a damaged one, and always settles', async () => {
    const w = worker();
    w.net.respond(jsonResponse(index('Kept')));
    await refreshCatalogue(w.handle, ORIGIN);
    w.net.respond(new TypeError('offline'));
    await refreshCatalogue(w.handle, ORIGIN);
    w.net.respond(jsonResponse({ games: 'not a list' }));
    await refreshCatalogue(w.handle, ORIGIN);
    expect(await w.storedTitle()).toBe('Kept');
    // A network that never answers: the event still ends, within its limit.
    w.net.respond(() => new Promise<Response>(() => undefined));
    await expect(refreshCatalogue(w.handle, ORIGIN, 50)).resolves.toBeUndefined();
  });
});
