import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createIdbApiStore, type ApiStore } from '../../sw/api-store.js';
import { MAX_DETAILS } from '../../sw/settings.js';
import { saveRecord } from '../../sw/save-record.js';
import { detail, listItem } from './fixtures.js';
import { harness } from './harness.js';
import { jsonResponse } from '../support/json-response.js';

let count = 0;
const freshStore = () => createIdbApiStore(`freeplay-api-save-${++count}`, 'records');
const keysOf = async (store: ApiStore) => (await store.metas()).map(([key]) => key);

/** A store whose next `failures` writes fail as a full disk does. */
function quotaOnce(store: ApiStore, failures = 1): ApiStore & { writes: number } {
  const wrapped = {
    ...store,
    writes: 0,
    async set(key: string, record: Parameters<ApiStore['set']>[1]) {
      wrapped.writes++;
      if (failures-- > 0) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return store.set(key, record);
    },
  };
  return wrapped;
}

describe('saving records within bounds', () => {
  it(`keeps at most ${MAX_DETAILS} details, dropping the least recently stored, and leaves lists alone`, async () => {
    const store = freshStore();
    await saveRecord(store, '/api/games', { text: JSON.stringify([listItem(1)]), storedAt: 0 });
    for (let id = 1; id <= MAX_DETAILS + 1; id++) {
      await saveRecord(store, `/api/game?id=${id}`, { text: JSON.stringify(detail(id)), storedAt: 10 + id });
    }
    const keys = await keysOf(store);
    expect(keys.filter((key) => key.startsWith('/api/game?'))).toHaveLength(MAX_DETAILS);
    expect(keys).not.toContain('/api/game?id=1');
    expect(keys).toContain('/api/game?id=2');
    expect(keys).toContain(`/api/game?id=${MAX_DETAILS + 1}`);
    expect(keys).toContain('/api/games');
  });

  it('drops the oldest entries and retries once when the quota is exceeded', async () => {
    const base = freshStore();
    await base.set('/api/games', { text: JSON.stringify([listItem(1)]), storedAt: 1 });
    for (let id = 1; id <= 4; id++) await base.set(`/api/game?id=${id}`, { text: JSON.stringify(detail(id)), storedAt: 100 + id });
    const store = quotaOnce(base);
    await saveRecord(store, '/api/game?id=9', { text: JSON.stringify(detail(9)), storedAt: 500 });
    expect(store.writes).toBe(2);
    const keys = await keysOf(base);
    expect(keys).toContain('/api/game?id=9');
    // Details go before lists: the oldest detail is dropped, the list (though older) stays.
    expect(keys).not.toContain('/api/game?id=1');
    expect(await base.text('/api/game?id=1')).toBeUndefined();
    expect(keys).toContain('/api/game?id=4');
    expect(keys).toContain('/api/games');
  });

  it('gives up after one retry', async () => {
    const store = quotaOnce(freshStore(), 5);
    await expect(saveRecord(store, '/api/games', { text: JSON.stringify([]), storedAt: 1 })).rejects.toMatchObject({ name: 'QuotaExceededError' });
    expect(store.writes).toBe(2);
  });

  it('still answers the page when storing hits the quota', async () => {
    const base = freshStore();
    await base.set('/api/game?id=1', { text: JSON.stringify(detail(1)), storedAt: 1 });
    const h = harness({ store: quotaOnce(base) });
    h.net.respond(jsonResponse([listItem(2)]));
    const response = await h.get('/api/games');
    expect(await response.json()).toEqual([listItem(2)]);
    expect(await keysOf(base)).toEqual(['/api/games']);
  });

  it('evicts through the strategy as well', async () => {
    const h = harness({ maxDetails: 2 });
    for (let id = 1; id <= 3; id++) {
      h.setNow(id * 1000);
      h.net.respond(jsonResponse(detail(id)));
      await h.get(`/api/game?id=${id}`);
    }
    expect((await h.storedKeys()).sort()).toEqual(['/api/game?id=2', '/api/game?id=3']);
  });
});
