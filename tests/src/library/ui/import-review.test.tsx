// The import's review: what it would change in games already tracked (Keep mine / Take the file's), pages of rows, progress with Cancel, and the size limit.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueGame, CatalogueIndex, GameListItem } from '../../../../src/contract';
import { searchGames } from '../../../../src/games/browse/search-games';
import { resetLibraryStore } from '../../../../src/library/library-store';
import { MyGamesPage } from '../../../../src/library/my-games/MyGamesPage';
import { indexGames } from '../../games/browse/index-games';
import { FakeImportWorker } from './fake-import-worker';
import { fakeActions, resetFakeLibrary, seedLibrary } from './fake-library';

vi.mock('../../../../src/library/library-actions', async () => (await import('./fake-library')).fakeActions);

const games = indexGames();
const index: CatalogueIndex = { generated_at: '2026-01-01T00:00:00Z', source: 'demo', tags: [], games };
const byTitle = (title: string) => games.find((game) => game.title === title) as CatalogueGame;
const warframe = byTitle('Warframe');
const destiny = byTitle('Destiny 2');
const dauntless = byTitle('Dauntless');
const warThunder = byTitle('War Thunder');

function Grid({ games: shown, label }: { games: readonly GameListItem[]; label: string }) {
  return <ul aria-label={label}>{shown.map((game) => <li key={game.id}>{game.title}</li>)}</ul>;
}

function renderPage() {
  window.location.hash = '#/library';
  return render(<MyGamesPage index={index} placeholder={<p>loading</p>} Grid={Grid} search={searchGames} />);
}

const importInput = () => screen.getByLabelText('Import a library (JSON or CSV)');

beforeEach(() => {
  resetFakeLibrary();
  FakeImportWorker.started = 0;
  FakeImportWorker.terminated = 0;
  FakeImportWorker.holdLast = false;
  vi.stubGlobal('Worker', FakeImportWorker);
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetLibraryStore();
});

describe('the import review', () => {
  it("shows what would change in games already tracked, keeps mine unless told, and writes nothing before Import", async () => {
    const user = userEvent.setup();
    seedLibrary([[warframe.id, 'playing'], [destiny.id, 'want'], [dauntless.id, 'played']]);
    await fakeActions.setRating(warframe.id, 4);
    await fakeActions.setNote(warframe.id, 'with friends');
    const writes = fakeActions.importEntries.mock.calls.length;
    renderPage();
    const csv = 'title,status,rating,note\nWarframe,Played,2,too grindy\nDestiny 2,Dropped,,\nDauntless,Played,,\nWar Thunder,Playing,,\n';
    await user.upload(importInput(), new File([csv], 'mine.csv', { type: 'text/csv' }));
    const review = await screen.findByRole('region', { name: 'Check the import' });
    expect(review).toHaveTextContent('1 game is already in your library just as in the file: nothing changes for it.');
    expect(review).toHaveTextContent('2 games are already in your library with something different.');
    const warframeRow = within(review).getByText(/“Warframe” \(Played\) is in your library differently/).closest('li') as HTMLElement;
    expect(within(warframeRow).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Status: Playing → Played', 'Rating: 4 stars → 2 stars', 'Note: “with friends” → “too grindy”',
    ]);
    expect(within(warframeRow).getByRole('radio', { name: 'Keep mine' })).toBeChecked();
    // Only War Thunder is new; the two that differ are kept as they are unless taken.
    expect(within(review).getByRole('button', { name: 'Import 1 game' })).toBeInTheDocument();
    await user.click(within(warframeRow).getByRole('radio', { name: 'Take the file’s' }));
    expect(within(review).getByRole('button', { name: 'Import 2 games' })).toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'Take the file’s for all' }));
    await user.click(within(review).getByRole('button', { name: 'Keep mine for all' }));
    expect(within(warframeRow).getByRole('radio', { name: 'Keep mine' })).toBeChecked();
    await user.click(within(review).getByRole('button', { name: 'Take the file’s for all' }));
    expect(fakeActions.importEntries.mock.calls.length).toBe(writes);
    await user.click(within(review).getByRole('button', { name: 'Import 3 games' }));
    expect(fakeActions.importEntries).toHaveBeenLastCalledWith([
      expect.objectContaining({ game_id: warframe.id, status: 'played', rating: 2, note: 'too grindy' }),
      expect.objectContaining({ game_id: destiny.id, status: 'dropped', rating: null, note: '' }),
      expect.objectContaining({ game_id: warThunder.id, status: 'playing' }),
    ]);
  });

  it('shows the rows to check 50 at a time', async () => {
    const user = userEvent.setup();
    renderPage();
    const csv = `title,status\n${Array.from({ length: 120 }, (_, at) => `Qqzx Vvwq ${at + 1},Played`).join('\n')}\n`;
    await user.upload(importInput(), new File([csv], 'many.csv', { type: 'text/csv' }));
    const review = await screen.findByRole('region', { name: 'Check the import' });
    const rows = () => within(review).getAllByText(/not in the catalogue/);
    expect(rows()).toHaveLength(50);
    expect(review).toHaveTextContent('Rows 1–50 of 120');
    expect(within(review).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(review).getByRole('button', { name: 'Next' }));
    await user.click(within(review).getByRole('button', { name: 'Next' }));
    expect(rows()).toHaveLength(20);
    expect(rows()[0]).toHaveTextContent('Line 102: “Qqzx Vvwq 101”');
    expect(within(review).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows progress while it reads, and Cancel stops it with nothing changed', async () => {
    const user = userEvent.setup();
    renderPage();
    FakeImportWorker.holdLast = true;
    const csv = `title,status\n${Array.from({ length: 120 }, (_, at) => `Qqzx Vvwq ${at + 1},Played`).join('\n')}\n`;
    await user.upload(importInput(), new File([csv], 'slow.csv', { type: 'text/csv' }));
    expect(screen.getByText(/^Reading slow\.csv/)).toBeInTheDocument();
    expect(await screen.findByText('Reading slow.csv: 120 of 120 rows matched')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '120');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Import cancelled. Nothing was changed.')).toHaveAttribute('role', 'status');
    expect(FakeImportWorker.terminated).toBe(1);
    // What the worker would still have sent never arrives.
    FakeImportWorker.release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Check the import' })).toBeNull();
    expect(fakeActions.importEntries).not.toHaveBeenCalled();
  });

  it('refuses a file over 5 MB at once, before reading it, saying the limit', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByText('At most 5.0 MB and 5,000 games.')).toBeInTheDocument();
    await user.upload(importInput(), new File([new Uint8Array(6 * 1024 * 1024)], 'huge.csv', { type: 'text/csv' }));
    expect(screen.getByRole('alert')).toHaveTextContent('huge.csv was not imported. It is 6.0 MB, and an import can be at most 5.0 MB');
    expect(FakeImportWorker.started).toBe(0);
  });

  it('refuses more games than a library can hold, with a message', async () => {
    const user = userEvent.setup();
    renderPage();
    const csv = `title,status\n${Array.from({ length: 5001 }, (_, at) => `Game ${at + 1},Played`).join('\n')}\n`;
    await user.upload(importInput(), new File([csv], 'big.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('big.csv was not imported. The file holds more than 5,000 games, the most a library can hold.');
  });
});
