import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueGame, CatalogueIndex, GameListItem } from '../../../../src/contract';
import { libraryStore, resetLibraryStore } from '../../../../src/library/library-store';
import { EMPTY_LIBRARY_TEXT, IGNORED_TAB_TEXT, MyGamesPage } from '../../../../src/library/my-games/MyGamesPage';
import { searchGames } from '../../../../src/games/browse/search-games';
import { indexGames } from '../../games/browse/index-games';
import { fakeActions, resetFakeLibrary, seedLibrary } from './fake-library';
import { FakeImportWorker } from './fake-import-worker';

vi.mock('../../../../src/library/library-actions', async () => (await import('./fake-library')).fakeActions);

const games = indexGames();
const index: CatalogueIndex = { generated_at: '2026-01-01T00:00:00Z', source: 'demo', tags: [], games };
const byTitle = (title: string) => games.find((game) => game.title === title) as CatalogueGame;
const warframe = byTitle('Warframe');
const warThunder = byTitle('War Thunder');
const destiny = byTitle('Destiny 2');
const dauntless = byTitle('Dauntless');

function Grid({ games: shown, label, renderDetail }: { games: readonly GameListItem[]; label: string; renderDetail?: (game: GameListItem) => ReactNode }) {
  return <ul aria-label={label}>{shown.map((game) => <li key={game.id}>{game.title}{renderDetail && <p data-testid={`detail-${game.id}`}>{renderDetail(game)}</p>}</li>)}</ul>;
}

function renderPage(path = '/library') {
  window.location.hash = `#${path}`;
  return render(<MyGamesPage index={index} placeholder={<p>loading</p>} Grid={Grid} search={searchGames} />);
}

const shownTitles = () => within(screen.getByRole('list', { name: /^My Games/ })).getAllByRole('listitem').map((item) => item.firstChild?.textContent);

beforeEach(() => {
  resetFakeLibrary();
  vi.stubGlobal('Worker', FakeImportWorker);
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetLibraryStore();
});

describe('My Games', () => {
  it('with an empty library, explains how to track a game and links to Browse', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My Games' })).toBeInTheDocument();
    expect(screen.getByText(EMPTY_LIBRARY_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Browse games' })).toHaveAttribute('href', '#/browse');
    expect(screen.getByRole('link', { name: 'All (0)' })).toHaveAttribute('aria-current', 'page');
  });

  it('holds the export and import panel\'s place from the first paint, its controls disabled until the catalogue arrives', () => {
    seedLibrary([[warframe.id, 'playing']]);
    window.location.hash = '#/library';
    const page = (loaded: CatalogueIndex | undefined) => <MyGamesPage index={loaded} placeholder={<p>loading</p>} Grid={Grid} search={searchGames} />;
    const { rerender } = render(page(undefined));
    const controls = () => [
      screen.getByRole('button', { name: 'Export JSON' }),
      screen.getByRole('button', { name: 'Export CSV' }),
      screen.getByLabelText('Import a library (JSON or CSV)'),
    ];
    for (const control of controls()) expect(control).toBeDisabled();
    rerender(page(index));
    for (const control of controls()) expect(control).toBeEnabled();
  });

  it('tells of changes made here more than a day ago that have not reached the server, with Retry', async () => {
    seedLibrary([[warThunder.id, 'played']]);
    await fakeActions.setStatus(warframe.id, 'playing');
    const retry = vi.fn();
    libraryStore.set({ ...libraryStore.get(), sync: { state: 'error', pending: 1, message: 'Server error (HTTP 503).', retry } });
    const madeAt = libraryStore.get().byId.get(warframe.id)?.updated_at ?? 0;
    vi.useFakeTimers({ toFake: ['Date'], now: madeAt + 25 * 60 * 60 * 1000 });
    try {
      renderPage();
    } finally {
      vi.useRealTimers();
    }
    const notice = screen.getByText('1 change made on this device more than a day ago has not reached the server yet.').closest('[role="status"]');
    expect(notice).toHaveTextContent('Server error (HTTP 503).');
    await userEvent.click(within(notice as HTMLElement).getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('shows tabs for the four statuses with counts, and the games in last-change order', () => {
    seedLibrary([[warframe.id, 'playing'], [warThunder.id, 'played'], [destiny.id, 'playing'], [dauntless.id, 'dropped']]);
    renderPage();
    const tabs = within(screen.getByRole('navigation', { name: 'My Games by status' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All (4)', 'Want to try (0)', 'Playing (2)', 'Played (1)', 'Dropped (1)']);
    expect(tabs[2]).toHaveAttribute('href', '#/library?status=playing');
    expect(shownTitles()).toEqual(['Dauntless', 'Destiny 2', 'War Thunder', 'Warframe']);
  });

  it('shows one status with ?status=, and follows the tab links', () => {
    seedLibrary([[warframe.id, 'playing'], [warThunder.id, 'played'], [destiny.id, 'playing']]);
    renderPage('/library?status=playing');
    expect(screen.getByRole('link', { name: 'Playing (2)' })).toHaveAttribute('aria-current', 'page');
    expect(shownTitles()).toEqual(['Destiny 2', 'Warframe']);
    act(() => {
      window.location.hash = '#/library?status=played';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(shownTitles()).toEqual(['War Thunder']);
    act(() => {
      window.location.hash = '#/library?status=nonsense';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByRole('link', { name: 'All (3)' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows each card\'s rating as stars read "Rated 4 of 5" and the start of its note, and nothing for a game with neither', async () => {
    seedLibrary([[warframe.id, 'playing'], [warThunder.id, 'played'], [destiny.id, 'want']]);
    await fakeActions.setRating(warframe.id, 4);
    await fakeActions.setNote(warframe.id, 'Great with friends,\n\nbut the grind after the second act wears thin quickly, and the trading takes an age to learn.');
    await fakeActions.setNote(warThunder.id, 'Tanks!');
    renderPage();
    const warframeDetail = screen.getByTestId(`detail-${warframe.id}`);
    expect(within(warframeDetail).getByRole('img', { name: 'Rated 4 of 5' })).toHaveTextContent('★★★★☆');
    expect(warframeDetail).toHaveTextContent('Great with friends, but the grind after the second act wears thin quickly, and…');
    expect(within(screen.getByTestId(`detail-${warThunder.id}`)).queryByRole('img')).toBeNull();
    expect(screen.getByTestId(`detail-${warThunder.id}`)).toHaveTextContent('Tanks!');
    expect(screen.getByTestId(`detail-${destiny.id}`)).toBeEmptyDOMElement();
  });

  it('searches the library with the Browse search, typos forgiven, and says when nothing matches', async () => {
    seedLibrary([[warframe.id, 'playing'], [warThunder.id, 'played'], [destiny.id, 'playing']]);
    renderPage();
    const field = screen.getByRole('searchbox', { name: 'Search my games' });
    fireEvent.change(field, { target: { value: 'war thuner' } });
    // Warframe holds "war" but not "thuner" nearly as closely: only the game meant is left.
    await waitFor(() => expect(shownTitles()).toEqual(['War Thunder']));
    expect(screen.getByText('1 game')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'zzzzqq' } });
    expect(await screen.findByText('No games in this list match “zzzzqq”.')).toBeInTheDocument();
  });

  it('says a status tab is empty, and shows the placeholder while the catalogue is missing', () => {
    seedLibrary([[warframe.id, 'playing']]);
    window.location.hash = '#/library?status=dropped';
    const view = render(<MyGamesPage index={index} placeholder={<p>loading</p>} Grid={Grid} search={searchGames} />);
    expect(screen.getByText('No games marked Dropped yet.')).toBeInTheDocument();
    view.rerender(<MyGamesPage index={undefined} placeholder={<p>catalogue on its way</p>} Grid={Grid} search={searchGames} />);
    expect(screen.getByText('catalogue on its way')).toBeInTheDocument();
  });

  it('imports a CSV after the review step, writing nothing before the person confirms', async () => {
    const user = userEvent.setup();
    seedLibrary([[destiny.id, 'want']]);
    renderPage();
    const csv = 'Title,Status\nWarframe,Completed\nWaframe Two,Playing\nZzqx Qqvw,Wishlist\n';
    await user.upload(screen.getByLabelText('Import a library (JSON or CSV)'), new File([csv], 'backloggd.csv', { type: 'text/csv' }));
    const review = await screen.findByRole('region', { name: 'Check the import' });
    expect(review).toHaveTextContent('1 of 3 games match the catalogue exactly.');
    expect(within(review).getByText(/Line 4: “Zzqx Qqvw” \(Want to try\): not in the catalogue/)).toBeInTheDocument();
    const choice = within(review).getByRole('combobox', { name: /Line 3: “Waframe Two”/ });
    expect(within(choice).getAllByRole('option').at(-1)).toHaveTextContent('Skip this game');
    expect(fakeActions.importEntries).not.toHaveBeenCalled();
    await user.selectOptions(choice, 'Skip this game');
    await user.click(within(review).getByRole('button', { name: 'Import 1 game' }));
    expect(fakeActions.importEntries).toHaveBeenCalledWith([{ game_id: warframe.id, status: 'played', rating: null, note: '', created_at: undefined, updated_at: undefined }]);
    // What was left out is said too: the title not in the catalogue and the one the person skipped.
    expect(await screen.findByText('Imported 1 game. 2 skipped (1 not in the catalogue, 1 by your choice).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Played (1)' })).toBeInTheDocument();
  });

  it('refuses a bad file with its line and problem, and changes nothing', async () => {
    const user = userEvent.setup();
    seedLibrary([[destiny.id, 'want']]);
    renderPage();
    await user.upload(screen.getByLabelText('Import a library (JSON or CSV)'), new File(['title,status\nWarframe,Loved\n'], 'mine.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('mine.csv was not imported. Line 2: the status "Loved" is not one we know');
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was changed.');
    expect(fakeActions.importEntries).not.toHaveBeenCalled();
  });

  it('exports JSON and CSV offline, from the page alone', async () => {
    const user = userEvent.setup();
    const saved: Blob[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:x';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    seedLibrary([[warframe.id, 'playing']]);
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Export JSON' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(create).toHaveBeenCalledTimes(2);
    const json = JSON.parse(await (saved[0] as Blob).text());
    expect(json.entries).toEqual([expect.objectContaining({ game_id: warframe.id, title: 'Warframe', status: 'playing' })]);
    expect(await (saved[1] as Blob).text()).toMatch(/^title,status,rating,note,added,changed,url\r\nWarframe,Playing,,,/);
    vi.restoreAllMocks();
  });
});

describe('My Games: Not interested (Pick for me)', () => {
  it('keeps Not interested games out of All and the counts, in a tab of their own that says how to undo', () => {
    seedLibrary([[warframe.id, 'playing'], [warThunder.id, 'ignored'], [destiny.id, 'ignored']]);
    renderPage();
    const tabs = within(screen.getByRole('navigation', { name: 'My Games by status' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All (1)', 'Want to try (0)', 'Playing (1)', 'Played (0)', 'Dropped (0)', 'Not interested (2)']);
    expect(shownTitles()).toEqual(['Warframe']);
    expect(screen.queryByText(IGNORED_TAB_TEXT)).toBeNull();
    act(() => {
      window.location.hash = '#/library?status=ignored';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByRole('link', { name: 'Not interested (2)' })).toHaveAttribute('aria-current', 'page');
    expect(shownTitles()).toEqual(['Destiny 2', 'War Thunder']);
    expect(screen.getByText(IGNORED_TAB_TEXT)).toBeInTheDocument();
  });

  it('has no Not interested tab while nothing is marked so, and drops it once the last one is undone', async () => {
    seedLibrary([[warframe.id, 'playing'], [warThunder.id, 'ignored']]);
    renderPage('/library?status=ignored');
    expect(shownTitles()).toEqual(['War Thunder']);
    await act(() => fakeActions.removeFromLibrary(warThunder.id));
    expect(screen.getByText('No games marked Not interested yet.')).toBeInTheDocument();
    act(() => {
      window.location.hash = '#/library';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.queryByRole('link', { name: /Not interested/ })).toBeNull();
  });
});
