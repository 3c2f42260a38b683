import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstRouteQuery, prefetchFirstRoute } from '../../../src/app/prefetch-first-route';
import { takePrefetchedGames } from '../../../src/games/prefetch-games';
import { makeToken, storeToken } from '../auth/make-token';
import { jsonResponse } from '../../support/json-response';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockImplementation(async () => jsonResponse([]));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  // No offer may outlive its test.
  takePrefetchedGames('', new AbortController().signal);
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const askedFor = () => fetchMock.mock.calls.map(([url]) => String(url));

describe('firstRouteQuery', () => {
  it.each([
    ['', {}],
    ['#/', {}],
    ['#/home', {}],
    ['#home', {}],
    ['#/all', {}],
    ['#/platforms/pc', { platform: 'pc' }],
    ['#/categories/fight', { category: 'fighting' }],
    ['#/sort-by/popularity', { 'sort-by': 'popularity' }],
  ])('%j loads %j', (hash, query) => {
    expect(firstRouteQuery(hash)).toEqual(query);
  });

  it.each(['#/login', '#/register', '#/gamedetails/452', '#/nope', '#/sort-by/alphabetical'])('%j loads no list', (hash) => {
    expect(firstRouteQuery(hash)).toBeUndefined();
  });
});

describe('prefetchFirstRoute', () => {
  it('asks for the list of a signed-in visitor\'s first page at once', () => {
    storeToken();
    prefetchFirstRoute('#/categories/fight');
    expect(askedFor()).toEqual(['/api/games?category=fighting']);
  });

  it('asks for the whole catalogue on the landing page', () => {
    storeToken();
    prefetchFirstRoute('');
    expect(askedFor()).toEqual(['/api/games']);
  });

  it.each([
    ['no', undefined],
    ['an expired', makeToken(-60)],
  ])('asks nothing with %s token: the page will be the login page', (_what, token) => {
    if (token) localStorage.setItem('token', token);
    prefetchFirstRoute('#/all');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks nothing for a page without a list', () => {
    storeToken();
    prefetchFirstRoute('#/gamedetails/452');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
