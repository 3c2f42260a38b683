import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { CATALOGUE_TAGS, OFFLINE_NOT_SAVED } from '../../../../src/contract/index.js';
import { BrowsePage, NEEDS_ONE_VISIT_TEXT, PARTIAL_INDEX_TEXT } from '../../../../src/games/browse/BrowsePage';
import { useHashPath } from '../../../../src/lib/use-hash-route';
import { stubFetch } from '../fetch-stub';
import { indexGames } from './index-games';
import { jsonResponse } from '../../../support/json-response';

const index = { generated_at: '2026-11-22T00:00:00.000Z', source: 'demo', tags: CATALOGUE_TAGS, games: indexGames() };

function renderBrowse(query: string) {
  window.location.hash = `#/browse${query}`;
  return render(<Router hook={useHashPath} hrefs={useHashPath.hrefs}><BrowsePage /></Router>);
}

const results = () => screen.getByRole('list', { name: 'Search results' });
const firstTitle = () => within(results()).getAllByRole('heading')[0]?.textContent;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BrowsePage', () => {
  it('finds a misspelled title first, marks its matched letters and says how many match', async () => {
    stubFetch(() => jsonResponse(index));
    renderBrowse('?q=warfrme');
    await waitFor(() => expect(firstTitle()).toBe('Warframe'));
    expect(within(results()).getAllByRole('heading')[0]?.querySelectorAll('mark').length).toBeGreaterThan(0);
    expect(screen.getByText(/\d+ games? match/)).toHaveAttribute('aria-live', 'polite');
  });

  it('offers Pick for me over the same filters', async () => {
    renderBrowse('?platform=pc&tags=mmorpg');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Pick one for me from these' })).toHaveAttribute('href', '#/pick?platform=pc&tags=mmorpg'));
  });

  it('typing writes the query into the hash', async () => {
    stubFetch(() => jsonResponse(index));
    renderBrowse('');
    await screen.findByRole('list', { name: 'Search results' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search games' }), 'destny');
    expect(window.location.hash).toBe('#/browse?q=destny');
    await waitFor(() => expect(firstTitle()).toBe('Destiny 2'));
  });

  it('drops unknown parameters from the URL with a small notice', async () => {
    stubFetch(() => jsonResponse(index));
    renderBrowse('?platform=pc&tags=shooter.laptop&x=1');
    await waitFor(() => expect(window.location.hash).toBe('#/browse?platform=pc&tags=shooter'));
    expect(screen.getByText(/Ignored what this page does not know: tag laptop, x/)).toBeInTheDocument();
  });

  it('shows removable chips, and an empty result offers to clear each filter', async () => {
    stubFetch(() => jsonResponse(index));
    renderBrowse('?q=zzqqxxjj&platform=browser');
    expect(await screen.findByText(/No games match all of these/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Search: zzqqxxjj' }));
    expect(window.location.hash).toBe('#/browse?platform=browser');
    await userEvent.click(await screen.findByRole('button', { name: 'Clear all' }));
    expect(window.location.hash).toBe('#/browse');
  });

  it('says search needs one visit online when no index is stored', async () => {
    stubFetch(() => jsonResponse({ message: 'not saved', code: OFFLINE_NOT_SAVED }, { status: 503 }));
    renderBrowse('?q=war');
    expect(await screen.findByText(NEEDS_ONE_VISIT_TEXT)).toBeInTheDocument();
  });

  it('shows a quiet notice for a partial index', async () => {
    stubFetch(() => jsonResponse({ ...index, partial: true, tags: [], games: index.games.map((game) => ({ ...game, tags: [] })) }));
    renderBrowse('');
    expect(await screen.findByText(PARTIAL_INDEX_TEXT)).toBeInTheDocument();
  });
});
