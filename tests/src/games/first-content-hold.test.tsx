import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findListRoute, type ListRoute } from '../../../src/contract';
import { GameDetailPage } from '../../../src/games/GameDetailPage';
import { PRIORITY_CARDS } from '../../../src/games/GameGrid';
import { GamesListPage } from '../../../src/games/GamesListPage';
import { MAX_WAIT_MS, startFirstContentClock } from '../../../src/lib/first-content';
import { afterNextPaint, onFirstContentClock, watchRelease } from '../../support/first-content-watch';
import { stubFetch } from './fetch-stub';
import { rawList, rawWindowsDetail } from './fixtures';
import { deferred } from '../../support/deferred';
import { jsonResponse } from '../../support/json-response';
import { renderAt } from '../../support/render-at';

function route(path: string): ListRoute {
  const found = findListRoute(path);
  if (!found) throw new Error(`no list route ${path}`);
  return found;
}

onFirstContentClock();

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('a page whose content is on its way holds the deferred start-up work (docs/decisions.md, "What waits for the first screenful")', () => {
  it('a list page behind its spinner: past MAX_WAIT_MS, until its cards and their top row\'s pictures are painted', async () => {
    vi.stubEnv('VITE_LIST_SPINNER_MS', String(MAX_WAIT_MS + 500));
    stubFetch(() => jsonResponse(rawList));
    const released = watchRelease();
    startFirstContentClock();
    renderAt('/all', <GamesListPage route={route('/all')} />);
    await act(() => vi.advanceTimersByTimeAsync(MAX_WAIT_MS + 100));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(released()).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.getByRole('list', { name: 'All games' })).toBeInTheDocument();
    await afterNextPaint();
    expect(released()).toBe(false);
    const pictures = document.querySelectorAll('img[fetchpriority="high"]');
    expect(pictures).toHaveLength(PRIORITY_CARDS);
    pictures.forEach((picture, index) => fireEvent(picture, new Event(index === 0 ? 'error' : 'load')));
    await afterNextPaint();
    expect(released()).toBe(true);
  });

  it('a game page while its game loads; a failure ends the hold', async () => {
    const response = { current: undefined as ReturnType<typeof deferred<Response>> | undefined };
    stubFetch((_url, signal) => {
      response.current = deferred<Response>(signal);
      return response.current.promise;
    });
    const released = watchRelease();
    startFirstContentClock();
    renderAt('/gamedetails/540', <GameDetailPage id="540" />);
    await act(() => vi.advanceTimersByTimeAsync(MAX_WAIT_MS + 500));
    expect(released()).toBe(false);
    await act(async () => {
      response.current?.resolve(jsonResponse({ status: 0, status_message: 'boom' }, { status: 500 }));
    });
    await afterNextPaint();
    expect(released()).toBe(true);
  });

  it('a game page releases it once its game and its picture are painted', async () => {
    stubFetch(() => jsonResponse(rawWindowsDetail));
    const released = watchRelease();
    startFirstContentClock();
    renderAt('/gamedetails/540', <GameDetailPage id="540" />);
    await act(() => vi.advanceTimersByTimeAsync(10));
    fireEvent.load(screen.getByRole('img', { name: 'Overwatch 2' }));
    await afterNextPaint();
    expect(released()).toBe(true);
  });
});
