/** The landing page's Personalized Recommendations with the library's slot filled by PersonalRecommendations, as the app composes it. */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_TAGS, type LibraryStatus } from '../../../../src/contract';
import { LandingPage } from '../../../../src/games/LandingPage';
import { PersonalRecommendations } from '../../../../src/games/recommend/PersonalRecommendations';
import { NOTHING_TRACKED, trackingSlotsStore } from '../../../../src/lib/tracking-slots';
import { jsonResponse } from '../../../support/json-response';
import { renderAt } from '../../../support/render-at';
import { indexGames } from '../browse/index-games';
import { stubFetch } from '../fetch-stub';
import { rawList } from '../fixtures';

const index = { generated_at: '2026-11-22T00:00:00.000Z', source: 'demo', tags: CATALOGUE_TAGS, games: indexGames() };
const idOf = (title: string): number => index.games.find((game) => game.title === title)?.id ?? -1;
// The landing page of a first visit: the first 3 games of the whole catalogue.
const FIRST_THREE = ['Overwatch 2', 'Diablo Immortal', 'America’s Army: Proving Grounds'];

function showLanding(library: [string, LibraryStatus][]) {
  stubFetch((url) => jsonResponse(url === '/api/catalogue' ? index : rawList));
  trackingSlotsStore.set({ statuses: new Map(library.map(([title, status]) => [idOf(title), status])), hidden: new Set(), Recommendations: PersonalRecommendations });
  renderAt('/home', <LandingPage />);
}

async function recommended(): Promise<{ title: string; reason: string | undefined }[]> {
  const list = await screen.findByRole('list', { name: 'Recommended games' }, { timeout: 5_000 });
  return within(list).getAllByRole('listitem').map((item) => ({
    title: within(item).getByRole('heading', { level: 3 }).textContent ?? '',
    reason: item.querySelector('.game-card-detail')?.textContent ?? undefined,
  }));
}

afterEach(() => {
  trackingSlotsStore.set(NOTHING_TRACKED);
  vi.unstubAllGlobals();
});

describe('Personalized Recommendations', () => {
  it('with Playing and Played games, shows 3 games not in the library, each with its one-line reason', async () => {
    showLanding([['Warframe', 'playing'], ['Destiny 2', 'played'], ['War Thunder', 'want']]);
    const picks = await recommended();
    expect(picks).toHaveLength(3);
    for (const { title, reason } of picks) {
      expect(['Warframe', 'Destiny 2', 'War Thunder']).not.toContain(title);
      expect(reason).toMatch(/^Because you (play Warframe|played Destiny 2): \S/);
    }
    expect(picks.map((pick) => pick.title)).not.toEqual(FIRST_THREE);
  });

  it('with an empty library, keeps the catalogue’s first 3 games', async () => {
    showLanding([]);
    await expect.poll(async () => (await recommended()).map((pick) => pick.title)).toEqual(FIRST_THREE);
    expect(screen.queryByText(/^Because you/)).toBeNull();
  });

  it('with only Want to try games, keeps the catalogue’s first 3 games (nothing to score from yet)', async () => {
    showLanding([['Warframe', 'want'], ['Destiny 2', 'want']]);
    await expect.poll(async () => (await recommended()).map((pick) => pick.title)).toEqual(FIRST_THREE);
    expect(screen.queryByText(/^Because you/)).toBeNull();
  });
});
