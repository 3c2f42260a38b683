import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstRouteGame, prefetchFirstGame } from '../../../src/app/prefetch-first-game';
import { takePrefetchedGame } from '../../../src/games/prefetch-games';
import { makeToken, storeToken } from '../auth/make-token';
import { jsonResponse } from '../../support/json-response';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockImplementation(async () => jsonResponse({}));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  // No offer may outlive its test.
  takePrefetchedGame('', new AbortController().signal);
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const askedFor = () => fetchMock.mock.calls.map(([url]) => String(url));

describe('firstRouteGame', () => {
  it.each([
    ['#/gamedetails/452', 452],
    ['#gamedetails/452', 452],
    ['/gamedetails/7', 7],
  ])('%j is game %j', (hash, id) => {
    expect(firstRouteGame(hash)).toBe(id);
  });

  it.each(['', '#/all', '#/gamedetails/', '#/gamedetails/007', '#/gamedetails/abc', '#/gamedetails/4/5', '#/gamedetails/4?x=1'])('%j is no game', (hash) => {
    expect(firstRouteGame(hash)).toBeUndefined();
  });
});

describe('prefetchFirstGame', () => {
  it('asks for a signed-in visitor\'s game at once, on a game\'s page', () => {
    storeToken();
    prefetchFirstGame('#/gamedetails/452');
    expect(askedFor()).toEqual(['/api/game?id=452']);
  });

  it.each([
    ['no', undefined],
    ['an expired', makeToken(-60)],
  ])('asks nothing with %s token: the page will be the login page', (_what, token) => {
    if (token) localStorage.setItem('token', token);
    prefetchFirstGame('#/gamedetails/452');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks nothing on a page that is no game\'s', () => {
    storeToken();
    prefetchFirstGame('#/all');
    prefetchFirstGame('#/gamedetails/nope');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
