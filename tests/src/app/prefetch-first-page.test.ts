// On Browse, My Games and Pick for me, a signed-in first visit starts the page's chunk, and the
// catalogue index where the page shows it first, before React renders (src/app/prefetch-first-page.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstPage, prefetchFirstPage } from '../../../src/app/prefetch-first-page';
import { loadCatalogueIndex } from '../../../src/games/browse/catalogue-client';
import { makeToken, storeToken } from '../auth/make-token';
import { jsonResponse } from '../../support/json-response';

// Each page's chunk, seen rather than loaded.
const loaded = vi.hoisted(() => new Set<string>());
vi.mock('../../../src/games/browse/BrowsePage', () => (loaded.add('Browse'), {}));
vi.mock('../../../src/app/PickRoute', () => (loaded.add('Pick'), {}));
vi.mock('../../../src/app/MyGamesRoute', () => (loaded.add('My Games'), {}));

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

describe('firstPage', () => {
  it.each(['#/browse', '#browse?q=war', '/browse', '#/pick', '#/pick?platform=pc', '#/library', '#/library?status=want'])('%j is started early', (hash) => {
    expect(firstPage(hash)).toBeDefined();
  });

  it.each(['', '#/', '#/all', '#/browsex', '#/library/x', '#/gamedetails/452', '#/login'])('%j is left to its page', (hash) => {
    expect(firstPage(hash)).toBeUndefined();
  });
});

describe('prefetchFirstPage', () => {
  it('on Browse asks for the catalogue index at once and loads the page chunk', async () => {
    storeToken();
    prefetchFirstPage('#/browse?q=war');
    expect(askedFor()).toEqual(['/api/catalogue']);
    await vi.waitFor(() => expect(loaded).toContain('Browse'));
  });

  it.each([
    ['#/library?status=want', 'My Games'],
    ['#/pick?platform=pc', 'Pick'],
  ])("on %s loads the page's chunk and leaves the index to the page, behind the stored library", async (hash, chunk) => {
    storeToken();
    prefetchFirstPage(hash);
    await vi.waitFor(() => expect(loaded).toContain(chunk));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(['#/home', '#/all', '#/gamedetails/540', '#/diary', '#/login', ''])('on %j asks for no catalogue index', (hash) => {
    storeToken();
    prefetchFirstPage(hash);
    expect(askedFor()).not.toContain('/api/catalogue');
  });

  it.each([
    ['no', undefined],
    ['an expired', makeToken(-60)],
  ])('asks nothing with %s token: the page will be the login page', (_what, token) => {
    if (token) localStorage.setItem('token', token);
    prefetchFirstPage('#/browse');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
