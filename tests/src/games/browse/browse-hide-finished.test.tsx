/**
 * Browse with the library's bridge mounted, as the app mounts it: "Hide games I've played or
 * dropped" leaves Played, Dropped and Not interested games out of the results and the count, and
 * the choice stored on this device is read back at start.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { CATALOGUE_TAGS } from '../../../../src/contract/index.js';
import { BrowsePage } from '../../../../src/games/browse/BrowsePage';
import { NOTHING_TRACKED, trackingSlotsStore } from '../../../../src/lib/tracking-slots';
import { useHashPath } from '../../../../src/lib/use-hash-route';
import { resetLibraryStore } from '../../../../src/library/library-store';
import { hideFinishedStore } from '../../../../src/library/track/hide-finished';
import { HIDE_SWITCH_LABEL } from '../../../../src/library/track/HideSwitch';
import { TrackingBridge } from '../../../../src/library/track/TrackingBridge';
import { jsonResponse } from '../../../support/json-response';
import { resetFakeLibrary, seedLibrary } from '../../library/ui/fake-library';
import { stubFetch } from '../fetch-stub';
import { indexGames } from './index-games';

const index = { generated_at: '2026-11-22T00:00:00.000Z', source: 'demo', tags: CATALOGUE_TAGS, games: indexGames() };
const idOf = (title: string): number => {
  const game = index.games.find((candidate) => candidate.title === title);
  if (!game) throw new Error(`no ${title} in the index`);
  return game.id;
};
// A search whose first five results are these games, with few others (about 90).
const QUERY = '?q=war&tags=shooter';
const HIDDEN = ['Warframe', 'War Thunder', 'Warface'];
const KEPT = ['World of Warships', 'Call of Duty: Warzone'];

function seedFive(seed: typeof seedLibrary): void {
  seed([[idOf('Warframe'), 'played'], [idOf('War Thunder'), 'dropped'], [idOf('Warface'), 'ignored'], [idOf('World of Warships'), 'playing'], [idOf('Call of Duty: Warzone'), 'want']]);
}

const titles = () => within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('heading').map((heading) => heading.textContent);
const matchCount = () => Number(/^(\d+) games? match/.exec(screen.getByText(/^\d+ games? match/).textContent ?? '')?.[1]);

beforeEach(() => {
  resetFakeLibrary();
  hideFinishedStore.set(false);
  stubFetch(() => jsonResponse(index));
  window.location.hash = `#/browse${QUERY}`;
});
afterEach(() => {
  resetLibraryStore();
  trackingSlotsStore.set(NOTHING_TRACKED);
  vi.unstubAllGlobals();
});

describe("Browse's Hide games I've played or dropped", () => {
  it('leaves Played, Dropped and Not interested games out of the results and the count while on', async () => {
    seedFive(seedLibrary);
    render(<Router hook={useHashPath} hrefs={useHashPath.hrefs}><TrackingBridge /><BrowsePage /></Router>);
    await waitFor(() => expect(titles()).toEqual(expect.arrayContaining([...HIDDEN, ...KEPT])), { timeout: 5_000 });
    const all = matchCount();
    await userEvent.click(screen.getByRole('switch', { name: HIDE_SWITCH_LABEL }));
    await waitFor(() => expect(matchCount()).toBe(all - HIDDEN.length));
    for (const title of HIDDEN) expect(titles()).not.toContain(title);
    expect(titles()).toEqual(expect.arrayContaining(KEPT));
    await userEvent.click(screen.getByRole('switch', { name: HIDE_SWITCH_LABEL }));
    await waitFor(() => expect(matchCount()).toBe(all));
  });

  it('reads the choice stored on this device back at start: the switch shows on and the games stay hidden', async () => {
    localStorage.setItem('freeplay.hide-played', '1');
    // A fresh start: every module evaluated again, so the switch's store reads localStorage anew.
    vi.resetModules();
    const { BrowsePage: FreshBrowse } = await import('../../../../src/games/browse/BrowsePage');
    const { TrackingBridge: FreshBridge } = await import('../../../../src/library/track/TrackingBridge');
    const { seedLibrary: freshSeed } = await import('../../library/ui/fake-library');
    const { useHashPath: freshHashPath } = await import('../../../../src/lib/use-hash-route');
    seedFive(freshSeed);
    render(<Router hook={freshHashPath} hrefs={freshHashPath.hrefs}><FreshBridge /><FreshBrowse /></Router>);
    expect(await screen.findByRole('switch', { name: HIDE_SWITCH_LABEL })).toBeChecked();
    await waitFor(() => expect(titles()).toEqual(expect.arrayContaining(KEPT)), { timeout: 5_000 });
    for (const title of HIDDEN) expect(titles()).not.toContain(title);
  });
});
