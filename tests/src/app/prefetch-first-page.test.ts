// On Browse, a signed-in start asks for the page's chunk before the first render
// (src/app/prefetch-first-page.ts) and the entry for the catalogue index
// (src/app/prefetch-first-catalogue.ts); every other page is left to itself.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { opensOnBrowse, prefetchFirstCatalogue } from '../../../src/app/prefetch-first-catalogue';
import { loadCatalogueIndex } from '../../../src/games/browse/catalogue-client';
import { makeToken, storeToken } from '../auth/make-token';
import { jsonResponse } from '../../support/json-response';

// Each page's chunk, seen rather than loaded (freshApp below).
const loaded = new Set<string>();

const fetchMock = vi.fn<typeof fetch>();
const askedFor = () => fetchMock.mock.calls.map(([url]) => String(url));

beforeEach(() => {
  fetchMock.mockImplementation(async () => jsonResponse({}));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  // No offer may outlive its test.
  await loadCatalogueIndex().catch(() => undefined);
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('opensOnBrowse', () => {
  it.each(['#/browse', '#browse?q=war', '/browse', '#/browse?platform=pc&tags=mmorpg'])('%j is Browse', (hash) => {
    expect(opensOnBrowse(hash)).toBe(true);
  });

  it.each(['', '#/', '#/all', '#/browsex', '#/library', '#/pick', '#/gamedetails/452', '#/login'])('%j is left to its page', (hash) => {
    expect(opensOnBrowse(hash)).toBe(false);
  });
});

describe('prefetchFirstPage', () => {
  /** The module as a fresh app has it, with no chunk loaded yet (a mocked module is created again after a reset). */
  async function freshApp() {
    vi.resetModules();
    loaded.clear();
    vi.doMock('../../../src/games/browse/BrowsePage', () => (loaded.add('Browse'), {}));
    vi.doMock('../../../src/app/PickRoute', () => (loaded.add('Pick'), {}));
    vi.doMock('../../../src/app/MyGamesRoute', () => (loaded.add('My Games'), {}));
    return (await import('../../../src/app/prefetch-first-page')).prefetchFirstPage;
  }

  it("on Browse loads the page's chunk for a signed-in visitor", async () => {
    (await freshApp())('#/browse?q=war', true);
    await vi.waitFor(() => expect(loaded).toContain('Browse'));
  });

  it("loads no chunk for a guest, whose page will be the login form, nor on another page", async () => {
    const start = await freshApp();
    start('#/browse', false);
    for (const hash of ['#/library', '#/pick', '#/all', '#/home', '#/gamedetails/540']) start(hash, true);
    // Long enough for a dynamic import of a mocked module to have run.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([...loaded]).toEqual([]);
  });
});

describe('prefetchFirstCatalogue', () => {
  it('on Browse asks for the catalogue index at once', () => {
    storeToken();
    prefetchFirstCatalogue('#/browse?q=war');
    expect(askedFor()).toEqual(['/api/catalogue']);
  });

  it.each(['#/pick', '#/library', '#/home', '#/all', '#/gamedetails/540', '#/browsex', ''])('on %j leaves the index to the page', (hash) => {
    storeToken();
    prefetchFirstCatalogue(hash);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['no', undefined],
    ['an expired', makeToken(-60)],
  ])('asks nothing with %s token: the page will be the login page', (_what, token) => {
    if (token) localStorage.setItem('token', token);
    prefetchFirstCatalogue('#/browse');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
