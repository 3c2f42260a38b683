import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findListRoute, type ListRoute } from '../../../src/contract';
import { GamesListPage } from '../../../src/games/GamesListPage';
import { LandingPage } from '../../../src/games/LandingPage';
import { prefetchGames } from '../../../src/games/prefetch-games';
import { stubFetch } from './fetch-stub';
import { rawList } from './fixtures';
import { deferred } from '../../support/deferred';
import { jsonResponse } from '../../support/json-response';
import { renderAt } from '../../support/render-at';

function route(path: string): ListRoute {
  const found = findListRoute(path);
  if (!found) throw new Error(`no list route ${path}`);
  return found;
}

beforeEach(() => {
  vi.stubEnv('VITE_LIST_SPINNER_MS', '0');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('a list prefetched at start', () => {
  it('is what the first list page shows, without asking again', async () => {
    const calls = stubFetch(() => jsonResponse(rawList));
    prefetchGames({ platform: 'pc' });
    renderAt('/platforms/pc', <GamesListPage route={route('/platforms/pc')} />);
    const list = await screen.findByRole('list', { name: 'Pc games' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(rawList.length);
    expect(calls.map((call) => call.url)).toEqual(['/api/games?platform=pc']);
  });

  it('serves the landing page too', async () => {
    const calls = stubFetch(() => jsonResponse(rawList));
    prefetchGames({});
    renderAt('/home', <LandingPage />);
    expect(await screen.findByRole('list', { name: 'Recommended games' })).toBeInTheDocument();
    // What is new since the last visit reads the catalogue, once its row has loaded: not a games list.
    expect(calls.map((call) => call.url).filter((url) => url.startsWith('/api/games'))).toEqual(['/api/games']);
  });

  it('is used once: the next visit to the page asks the server again', async () => {
    const calls = stubFetch(() => jsonResponse(rawList));
    prefetchGames({});
    const first = renderAt('/all', <GamesListPage route={route('/all')} />);
    await screen.findByRole('list');
    first.unmount();
    renderAt('/all', <GamesListPage route={route('/all')} />);
    await screen.findByRole('list');
    expect(calls.map((call) => call.url)).toEqual(['/api/games', '/api/games']);
  });

  it('is dropped (and cancelled) when the first page wants another list', async () => {
    const calls = stubFetch((url, signal) => (url.includes('platform') ? deferred<Response>(signal).promise : jsonResponse(rawList)));
    prefetchGames({ platform: 'browser' });
    renderAt('/all', <GamesListPage route={route('/all')} />);
    expect(await screen.findByRole('list', { name: 'All games' })).toBeInTheDocument();
    expect(calls.map((call) => [call.url, call.signal?.aborted])).toEqual([
      ['/api/games?platform=browser', true],
      ['/api/games', false],
    ]);
  });

  it('is cancelled when its page is left before it arrives', () => {
    const calls = stubFetch((_url, signal) => deferred<Response>(signal).promise);
    prefetchGames({});
    const { unmount } = renderAt('/all', <GamesListPage route={route('/all')} />);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.signal?.aborted).toBe(false);
    unmount();
    expect(calls[0]?.signal?.aborted).toBe(true);
  });

  it('shows its failure with Retry, which asks again', async () => {
    let attempt = 0;
    const calls = stubFetch(() => {
      attempt += 1;
      return attempt === 1 ? jsonResponse({ message: 'The games service is not answering.' }, { status: 502 }) : jsonResponse(rawList);
    });
    prefetchGames({});
    renderAt('/all', <GamesListPage route={route('/all')} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The games service is not answering.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});
