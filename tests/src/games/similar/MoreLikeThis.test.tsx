import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueGame, CatalogueIndex, Category } from '../../../../src/contract';
import { GameDetailPage } from '../../../../src/games/GameDetailPage';
import { PICTURES_BOUND_MS, resetFirstContent } from '../../../../src/lib/first-content';
import { stubFetch } from '../fetch-stub';
import { rawWindowsDetail } from '../fixtures';
import { jsonResponse } from '../../../support/json-response';
import { renderAt } from '../../../support/render-at';

afterEach(() => {
  vi.unstubAllGlobals();
  resetFirstContent();
});

function game(id: number, title: string, tags: Category[], genre: string): CatalogueGame {
  return {
    id, title, tags, genre, thumbnail: undefined, short_description: '', game_url: undefined, platform: 'PC (Windows)',
    publisher: `Publisher ${id}`, developer: `Developer ${id}`, release_date: '2020-01-01', freetogame_profile_url: undefined,
    rank: { popularity: id, relevance: id },
  };
}

const index: CatalogueIndex = {
  generated_at: '2026-11-23T00:00:00Z',
  source: 'freetogame',
  tags: [],
  games: [
    game(540, 'Overwatch 2', ['shooter', 'pvp', 'first-person'], 'Shooter'),
    game(1, 'Hero Shooter', ['shooter', 'pvp', 'first-person'], 'Shooter'),
    game(2, 'Arena Brawl', ['pvp'], 'Fighting'),
    game(3, 'Farm Days', ['sandbox'], 'Strategy'),
  ],
};

describe('More like this on the game page', () => {
  it('shows the games of the catalogue index sharing the most, each with its reason and link', async () => {
    stubFetch((url) => jsonResponse(url.startsWith('/api/catalogue') ? index : rawWindowsDetail));
    renderAt('/gamedetails/540', <GameDetailPage id="540" />);
    const section = await screen.findByRole('region', { name: 'More like this' }, { timeout: 8000 });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'No imageHero ShooterShares shooter · PvP · first person',
      'No imageArena BrawlShares PvP',
    ]);
    expect(within(section).getByRole('link', { name: 'Hero Shooter' })).toHaveAttribute('href', '#/gamedetails/1');
  });

  it('shows nothing when no catalogue index can be had', async () => {
    stubFetch((url) => (url.startsWith('/api/catalogue') ? jsonResponse({ message: 'Not saved', code: 'offline-not-saved' }, { status: 503 }) : jsonResponse(rawWindowsDetail)));
    renderAt('/gamedetails/540', <GameDetailPage id="540" />);
    await screen.findByRole('heading', { level: 1, name: 'Overwatch 2' });
    expect(screen.queryByRole('region', { name: 'More like this' })).not.toBeInTheDocument();
  });

  it("asks for the catalogue index only once the game's own content is painted", async () => {
    const calls = stubFetch((url) => jsonResponse(url.startsWith('/api/catalogue') ? index : rawWindowsDetail));
    const catalogueAsked = () => calls.some((call) => call.url.startsWith('/api/catalogue'));
    renderAt('/gamedetails/540', <GameDetailPage id="540" />);
    await screen.findByRole('heading', { level: 1, name: 'Overwatch 2' });
    // The game's picture (fetchpriority high) neither loads nor fails here, so the page counts as
    // painted only at PICTURES_BOUND_MS; a part mounted with the game asks within a few tasks.
    await act(() => new Promise((resolve) => setTimeout(resolve, PICTURES_BOUND_MS / 5)));
    expect(catalogueAsked()).toBe(false);
    await screen.findByRole('region', { name: 'More like this' }, { timeout: 8000 });
    expect(catalogueAsked()).toBe(true);
  });
});
