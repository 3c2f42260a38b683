/** The games screens with the library's slots filled (src/lib/tracking-slots.ts), as the app's bridge fills them. */
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findListRoute, type ListRoute } from '../../../src/contract';
import { ALL_HIDDEN_TEXT, GamesListPage } from '../../../src/games/GamesListPage';
import { LandingPage } from '../../../src/games/LandingPage';
import { NOTHING_TRACKED, trackingSlotsStore, type CardTrackerProps } from '../../../src/lib/tracking-slots';
import { jsonResponse } from '../../support/json-response';
import { renderAt } from '../../support/render-at';
import { stubFetch } from './fetch-stub';
import { rawList } from './fixtures';

const route = findListRoute('/all') as ListRoute;
const [first, second] = rawList;

function Tracker({ title, status }: CardTrackerProps) {
  return <span data-testid="tracker">{`${title}: ${status ?? 'untracked'}`}</span>;
}

beforeEach(() => vi.stubEnv('VITE_LIST_SPINNER_MS', '0'));
afterEach(() => {
  trackingSlotsStore.set(NOTHING_TRACKED);
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('the games screens with the library', () => {
  it('give each card its status and control, and show no control without the library', async () => {
    stubFetch(() => jsonResponse(rawList));
    renderAt('/all', <GamesListPage route={route} />);
    await screen.findAllByRole('article');
    expect(screen.queryByTestId('tracker')).toBeNull();
    act(() => trackingSlotsStore.set({ statuses: new Map([[first?.id ?? 0, 'playing']]), hidden: new Set(), CardTracker: Tracker }));
    const trackers = screen.getAllByTestId('tracker').map((item) => item.textContent);
    expect(trackers).toContain(`${first?.title}: playing`);
    expect(trackers).toContain(`${second?.title}: untracked`);
  });

  it('leave out hidden games on a list page with the switch shown, and say so when every game is hidden', async () => {
    stubFetch(() => jsonResponse(rawList));
    const all = new Set(rawList.map((game) => game.id));
    trackingSlotsStore.set({ statuses: new Map(), hidden: new Set([first?.id ?? 0]), HideSwitch: () => <label><input type="checkbox" role="switch" />Hide</label> });
    renderAt('/all', <GamesListPage route={route} />);
    const grid = await screen.findByRole('list', { name: /./ });
    expect(within(grid).queryByText(first?.title ?? '')).toBeNull();
    expect(within(grid).getByText(second?.title ?? '')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Hide' })).toBeInTheDocument();
    act(() => trackingSlotsStore.set({ ...trackingSlotsStore.get(), hidden: all }));
    expect(screen.getByText(ALL_HIDDEN_TEXT)).toBeInTheDocument();
  });

  it("let the landing page show the library's recommendations, with the first games as their fallback", async () => {
    stubFetch(() => jsonResponse(rawList));
    trackingSlotsStore.set({
      statuses: new Map(),
      hidden: new Set(),
      Recommendations: ({ fallback }) => <div data-testid="personal">{fallback}</div>,
    });
    renderAt('/home', <LandingPage />);
    const personal = await screen.findByTestId('personal');
    expect(await within(personal).findAllByRole('article')).toHaveLength(3);
  });
});
