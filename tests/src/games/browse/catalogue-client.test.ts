// The catalogue index asked for before React renders is the one the first page gets: one request,
// taken once; every later load asks again (src/games/browse/catalogue-client.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogueIndex, prefetchCatalogueIndex } from '../../../../src/games/browse/catalogue-client';
import type { CatalogueIndex } from '../../../../src/contract';
import { jsonResponse } from '../../../support/json-response';
import { catalogueGame } from '../fixtures';

const index: CatalogueIndex = { generated_at: '2026-12-01T00:00:00Z', source: 'demo', tags: [], games: [catalogueGame('Warframe', ['shooter'])] };
const fetchMock = vi.fn<typeof fetch>();
const requests = () => fetchMock.mock.calls.map(([url]) => String(url));

beforeEach(() => {
  fetchMock.mockImplementation(async () => jsonResponse(index));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  // No offer may outlive its test.
  await loadCatalogueIndex().catch(() => undefined);
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('the prefetched catalogue index', () => {
  it('is asked for at once and handed to the first load, with no second request', async () => {
    prefetchCatalogueIndex();
    expect(requests()).toEqual(['/api/catalogue']);
    const loaded = await loadCatalogueIndex(new AbortController().signal);
    expect(loaded.games.map((game) => game.title)).toEqual(['Warframe']);
    expect(requests()).toEqual(['/api/catalogue']);
  });

  it('is taken once: the next load asks the server again', async () => {
    prefetchCatalogueIndex();
    await loadCatalogueIndex();
    await loadCatalogueIndex();
    expect(requests()).toEqual(['/api/catalogue', '/api/catalogue']);
  });

  it("hands its failure to the load that takes it, and no later load's", async () => {
    fetchMock.mockImplementationOnce(async () => jsonResponse({ games: 'none' }));
    prefetchCatalogueIndex();
    await expect(loadCatalogueIndex()).rejects.toThrow();
    await expect(loadCatalogueIndex()).resolves.toMatchObject({ source: 'demo' });
  });

  it("is not cancelled with the taker's signal: the index is every later page's too", async () => {
    prefetchCatalogueIndex();
    const controller = new AbortController();
    const loaded = loadCatalogueIndex(controller.signal);
    controller.abort();
    await expect(loaded).resolves.toMatchObject({ source: 'demo' });
  });

  it('without an offer, a load is cancelled with its signal', async () => {
    const controller = new AbortController();
    void loadCatalogueIndex(controller.signal).catch(() => undefined);
    controller.abort();
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });
});
