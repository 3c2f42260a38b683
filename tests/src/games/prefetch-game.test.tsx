import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findListRoute, type ListRoute } from '../../../src/contract';
import { GameDetailPage } from '../../../src/games/GameDetailPage';
import { GamesListPage } from '../../../src/games/GamesListPage';
import { prefetchGame } from '../../../src/games/prefetch-games';
import { stubFetch, type FetchCall } from './fetch-stub';
import { rawList, rawWindowsDetail } from './fixtures';
import { deferred } from '../../support/deferred';
import { jsonResponse } from '../../support/json-response';
import { renderAt } from '../../support/render-at';

function route(path: string): ListRoute {
  const found = findListRoute(path);
  if (!found) throw new Error(`no list route ${path}`);
  return found;
}

/** The game and list requests made (the page's More like this asks for the catalogue too). */
const gameAndListCalls = (calls: FetchCall[]) => calls.filter((call) => /^\/api\/games?\?|^\/api\/games$/.test(call.url));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('a game prefetched at start', () => {
  it('is what the game\'s page shows, without asking again', async () => {
    const calls = stubFetch(() => jsonResponse(rawWindowsDetail));
    prefetchGame(540);
    renderAt('/gamedetails/540', <GameDetailPage id="540" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Overwatch 2' })).toBeInTheDocument();
    expect(gameAndListCalls(calls).map((call) => call.url)).toEqual(['/api/game?id=540']);
  });

  it('is used once: the next visit to the page asks the server again', async () => {
    const calls = stubFetch(() => jsonResponse(rawWindowsDetail));
    prefetchGame(540);
    const first = renderAt('/gamedetails/540', <GameDetailPage id="540" />);
    await screen.findByRole('heading', { level: 1, name: 'Overwatch 2' });
    first.unmount();
    renderAt('/gamedetails/540', <GameDetailPage id="540" />);
    await screen.findByRole('heading', { level: 1, name: 'Overwatch 2' });
    expect(gameAndListCalls(calls).map((call) => call.url)).toEqual(['/api/game?id=540', '/api/game?id=540']);
  });

  it('is dropped (and cancelled) when the first page shows another game, or a list', async () => {
    vi.stubEnv('VITE_LIST_SPINNER_MS', '0');
    const calls = stubFetch((url, signal) => (url.endsWith('id=1') ? deferred<Response>(signal).promise : url.includes('/api/game?') ? jsonResponse(rawWindowsDetail) : jsonResponse(rawList)));
    prefetchGame(1);
    renderAt('/gamedetails/540', <GameDetailPage id="540" />);
    await screen.findByRole('heading', { level: 1, name: 'Overwatch 2' });
    prefetchGame(1);
    renderAt('/all', <GamesListPage route={route('/all')} />);
    await screen.findByRole('list', { name: 'All games' });
    expect(gameAndListCalls(calls).map((call) => [call.url, call.signal?.aborted])).toEqual([
      ['/api/game?id=1', true],
      ['/api/game?id=540', false],
      ['/api/game?id=1', true],
      ['/api/games', false],
    ]);
  });
});
