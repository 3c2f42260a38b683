import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_CHANNEL, findListRoute, type ListRoute } from '../../../src/contract';
import { GamesListPage } from '../../../src/games/GamesListPage';
import { isSameApiUrl } from '../../../src/games/use-cache-updates';
import { FakeBroadcastChannel } from './fake-broadcast-channel';
import { stubFetch } from './fetch-stub';
import { rawList } from './fixtures';
import { jsonResponse } from '../../support/json-response';
import { renderAt } from '../../support/render-at';

const pc = findListRoute('/platforms/pc') as ListRoute;

beforeEach(() => {
  vi.stubEnv('VITE_LIST_SPINNER_MS', '0');
  vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

function updated(url: string) {
  return { type: 'cache-updated', url, storedAt: Date.now(), source: 'freetogame' };
}

describe('quiet refresh on cache-updated messages', () => {
  it('refetches its own URL and replaces the cards without a spinner', async () => {
    let version = 1;
    const calls = stubFetch(() =>
      jsonResponse(version === 1 ? rawList : [{ ...rawList[0], title: 'Overwatch 3' }]),
    );
    renderAt('/platforms/pc', <GamesListPage route={pc} />);
    await screen.findByRole('heading', { name: 'Overwatch 2' });

    version = 2;
    act(() => FakeBroadcastChannel.post(API_CHANNEL, updated(`${window.location.origin}/api/games?platform=pc`)));
    expect(calls).toHaveLength(2);
    expect(screen.queryByRole('status', { name: 'Loading games' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Overwatch 3' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('ignores updates of other URLs and malformed messages', async () => {
    const calls = stubFetch(() => jsonResponse(rawList));
    renderAt('/platforms/pc', <GamesListPage route={pc} />);
    await screen.findByRole('list');
    act(() => {
      FakeBroadcastChannel.post(API_CHANNEL, updated('/api/games?platform=browser'));
      FakeBroadcastChannel.post(API_CHANNEL, updated('/api/games'));
      FakeBroadcastChannel.post(API_CHANNEL, updated('https://elsewhere.example/api/games?platform=pc'));
      FakeBroadcastChannel.post(API_CHANNEL, { type: 'cache-updated', url: '/api/games?platform=pc' });
      FakeBroadcastChannel.post('another-channel', updated('/api/games?platform=pc'));
    });
    expect(calls).toHaveLength(1);
  });

  it('keeps the shown games when the quiet refresh fails', async () => {
    let fail = false;
    const calls = stubFetch(() => (fail ? Promise.reject(new TypeError('Failed to fetch')) : jsonResponse(rawList)));
    renderAt('/platforms/pc', <GamesListPage route={pc} />);
    await screen.findByRole('list');
    fail = true;
    act(() => FakeBroadcastChannel.post(API_CHANNEL, updated('/api/games?platform=pc')));
    expect(calls).toHaveLength(2);
    // A rejected fetch settles within microtasks, so one macrotask later the page has handled it.
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes its channel when the page is left', async () => {
    stubFetch(() => jsonResponse(rawList));
    const { unmount } = renderAt('/platforms/pc', <GamesListPage route={pc} />);
    await screen.findByRole('list');
    expect(FakeBroadcastChannel.open.size).toBe(1);
    unmount();
    expect(FakeBroadcastChannel.open.size).toBe(0);
  });
});

describe('isSameApiUrl', () => {
  it('matches paths and absolute same-origin URLs with parameters in any order', () => {
    expect(isSameApiUrl('/api/games?sort-by=popularity&platform=pc', '/api/games?platform=pc&sort-by=popularity')).toBe(true);
    expect(isSameApiUrl(`${window.location.origin}/api/game?id=5`, '/api/game?id=5')).toBe(true);
    expect(isSameApiUrl('/api/game?id=5', '/api/game?id=50')).toBe(false);
    expect(isSameApiUrl('https://elsewhere.example/api/game?id=5', '/api/game?id=5')).toBe(false);
  });
});
