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
import { FIRST_SCREENFUL } from '../../../../src/games/use-progressive-count';

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

  it('typing searches at once and writes the query into the hash at the typing pause', async () => {
    stubFetch(() => jsonResponse(index));
    renderBrowse('');
    await screen.findByRole('list', { name: 'Search results' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search games' }), 'destny');
    await waitFor(() => expect(firstTitle()).toBe('Destiny 2'));
    await waitFor(() => expect(window.location.hash).toBe('#/browse?q=destny'));
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
    // A filter tap writes its history entry once the next frame is painted (navigateHashAfterPaint).
    await userEvent.click(screen.getByRole('button', { name: 'Clear Search: zzqqxxjj' }));
    await waitFor(() => expect(window.location.hash).toBe('#/browse?platform=browser'));
    await userEvent.click(await screen.findByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(window.location.hash).toBe('#/browse'));
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

describe('BrowsePage filters by hand', () => {
  it('takes a release year typed digit by digit, and greys out tags that would give no results', async () => {
    stubFetch(() => jsonResponse(index));
    renderBrowse('');
    await screen.findByRole('list', { name: 'Search results' });
    await userEvent.type(screen.getByRole('spinbutton', { name: 'From' }), '2015');
    await waitFor(() => expect(window.location.hash).toBe('#/browse?from=2015'));
    expect(screen.getByRole('spinbutton', { name: 'From' })).toHaveValue(2015);
    // Removing its chip empties the field again.
    await userEvent.click(screen.getByRole('button', { name: 'Remove From 2015' }));
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'From' })).toHaveValue(null));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search games' }), 'warframe');
    const tags = within(screen.getByRole('group', { name: 'Tags (all must match)' })).getAllByRole('checkbox');
    await waitFor(() => expect(tags.filter((tag) => tag.hasAttribute('disabled')).length).toBeGreaterThan(0));
    for (const tag of tags) {
      const empty = /\(0\)$/.test(tag.closest('label')?.textContent?.trim() ?? '');
      expect(tag.hasAttribute('disabled'), tag.closest('label')?.textContent ?? '').toBe(empty);
    }
    expect(tags.some((tag) => !tag.hasAttribute('disabled'))).toBe(true);
  });
});

describe('BrowsePage filters after other changes', () => {
  it('each control adds to what is set now: typed search, tag, genre, platform and sort all stay', async () => {
    stubFetch(() => jsonResponse(index));
    renderBrowse('');
    await screen.findByRole('list', { name: 'Search results' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search games' }), 'war');
    const withTag = within(screen.getByRole('group', { name: 'Tags (all must match)' })).getAllByRole('checkbox').find((tag) => !tag.hasAttribute('disabled'));
    if (!withTag) throw new Error('no tag has a result for "war"');
    await userEvent.click(withTag);
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/browse\?q=war&tags=[a-z0-9-]+$/));
    const tagged = window.location.hash;
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'alphabetical');
    await userEvent.click(screen.getByRole('radio', { name: 'PC' }));
    await waitFor(() => expect(window.location.hash).toBe(`${tagged.replace('#/browse?q=war', '#/browse?q=war&platform=pc')}&sort=alphabetical`));
    const genre = screen.getByRole('combobox', { name: 'Genre' });
    const firstGenre = within(genre).getAllByRole('option')[1]?.getAttribute('value');
    if (!firstGenre) throw new Error('no genre to pick');
    await userEvent.selectOptions(genre, firstGenre);
    await waitFor(() => expect(window.location.hash).toContain(`genre=${encodeURIComponent(firstGenre).replace(/%20/g, '+')}`));
    expect(window.location.hash).toContain('q=war');
    expect(window.location.hash).toContain('platform=pc');
    expect(window.location.hash).toContain('sort=alphabetical');
  });
});

describe('BrowsePage while typing', () => {
  it('shows the first screenful of each search while keys come, and the rest once typing pauses', async () => {
    stubFetch(() => jsonResponse(index));
    renderBrowse('');
    await screen.findByRole('list', { name: 'Search results' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search games' }), 'e');
    const matches = async () => Number((await screen.findByText(/\d+ games? match/)).textContent?.match(/\d+/)?.[0]);
    // While keys come (before the pause): the first screenful, its pictures not asked for yet (the
    // next key would throw them away). jsdom loads no picture, so none is at hand from before.
    await waitFor(() => expect(within(results()).getAllByRole('heading')[0]?.querySelector('mark')).not.toBeNull());
    expect(within(results()).getAllByRole('listitem')).toHaveLength(FIRST_SCREENFUL);
    expect(results().querySelectorAll('img')).toHaveLength(0);
    const total = await matches();
    expect(total).toBeGreaterThan(FIRST_SCREENFUL);
    await waitFor(async () => expect(window.location.hash).toBe('#/browse?q=e'));
    // Then the rest comes in the grid's usual steps, the list busy until all are there, pictures asked for.
    await waitFor(() => expect(within(results()).getAllByRole('listitem').length).toBeGreaterThan(FIRST_SCREENFUL), { timeout: 5_000 });
    expect(results()).toHaveAttribute('aria-busy', 'true');
    expect(results().querySelectorAll('img').length).toBeGreaterThan(FIRST_SCREENFUL);
  });
});
