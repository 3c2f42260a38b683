// The lists screens over the real engine (fake-indexeddb; the server out of reach): keyboard moves
// and drag and drop announced, ranked numbers, Remove with Undo, and a shared list kept for offline or gone.
import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { SharedList } from '../../../src/contract/lists';
import { addGames, putList, systemClock } from '../../../src/lists/list-changes';
import type { ListsEngine } from '../../../src/lists/lists-engine';
import { listsStore } from '../../../src/lists/lists-store';
import { startLists } from '../../../src/lists/start-lists';
import { ListPage } from '../../../src/lists/ui/ListPage';
import { SharedListPage } from '../../../src/lists/ui/SharedListPage';

let engine: ListsEngine;
const TITLES = new Map([[1, 'Alpha'], [2, 'Beta'], [3, 'Gamma']]);
const SHARED: SharedList = { share_id: 'S'.repeat(24), owner_first_name: 'Ada', name: 'Weekend co-op', description: '', ranked: true, items: [{ game_id: 1, note: 'Start here' }, { game_id: 2, note: '' }] };
/** The server's answer to GET /user/shared/…: the list, a 404, or no network. */
let shareAnswer: () => Response = () => Response.json(SHARED);
afterEach(() => vi.unstubAllGlobals());

beforeAll(async () => {
  engine = await startLists({ getSession: () => ({ token: 't', userId: 'ada' }), subscribeSession: () => () => undefined, onUnauthorized: () => undefined });
  await waitFor(() => expect(listsStore.get().ready).toBe(true));
});

function renderAt(element: React.ReactElement) {
  const { hook } = memoryLocation({ path: '/lists/x' });
  return render(<Router hook={hook}>{element}</Router>);
}

const order = () => screen.getAllByRole('listitem').map((item) => within(item).getByRole('link').textContent);

describe('a list page', () => {
  it('moves games by keyboard, announcing each move, numbers a ranked list, and removes with Undo', async () => {
    const listId = 'list-page-0001';
    await act(async () => {
      await engine.change(() => [putList(listId, { name: 'Best three', description: '', ranked: true }, systemClock)]);
      await engine.change((lists) => {
        const view = lists.find((candidate) => candidate.list.list_id === listId);
        if (!view) throw new Error('the list was not made');
        return addGames(view, [1, 2, 3], systemClock).ops;
      });
    });
    renderAt(<ListPage listId={listId} titles={TITLES} />);
    await screen.findByRole('heading', { level: 1, name: 'Best three' });
    expect(order()).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(document.querySelector('.list-rank')?.textContent).toBe('1');

    fireEvent.click(within(screen.getByRole('group', { name: 'Move or remove Alpha' })).getByRole('button', { name: 'Move down' }));
    // The row moves at once; the move is announced once it is saved on this device (ListPage.tsx).
    await waitFor(() => expect(order()).toEqual(['Beta', 'Alpha', 'Gamma']));
    expect(await screen.findByText('Alpha moved to position 2 of 3.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Position for Gamma'), { target: { value: '1' } });
    fireEvent.click(within(screen.getByRole('group', { name: 'Move or remove Gamma' })).getByRole('button', { name: 'Move to position' }));
    await waitFor(() => expect(order()).toEqual(['Gamma', 'Beta', 'Alpha']));
    expect(await screen.findByText('Gamma moved to position 1 of 3.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Position for Beta'), { target: { value: '9' } });
    fireEvent.click(within(screen.getByRole('group', { name: 'Move or remove Beta' })).getByRole('button', { name: 'Move to position' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a position from 1 to 3.');

    // Drag and drop: Alpha dropped on the first row takes its place.
    const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('li') as HTMLElement;
    fireEvent.dragStart(rowOf('Alpha'), { dataTransfer: { setData: () => undefined, effectAllowed: 'all' } });
    fireEvent.drop(rowOf('Gamma'));
    await waitFor(() => expect(order()).toEqual(['Alpha', 'Gamma', 'Beta']));
    expect(await screen.findByText('Alpha moved to position 1 of 3.')).toBeInTheDocument();

    fireEvent.click(within(screen.getByRole('group', { name: 'Move or remove Beta' })).getByRole('button', { name: 'Remove' }));
    const undo = await screen.findByRole('button', { name: 'Undo' });
    expect(screen.getByText('Removed Beta from Best three.')).toBeInTheDocument();
    await waitFor(() => expect(order()).toEqual(['Alpha', 'Gamma']));
    fireEvent.click(undo);
    await waitFor(() => expect(order()).toEqual(['Alpha', 'Gamma', 'Beta']));
  });
});

describe('a shared list', () => {
  it('shows the owner, the notes and numbers; offline it shows the kept copy with its age; revoked it says so', async () => {
    const addAll = async () => async () => undefined;
    vi.stubGlobal('fetch', async (url: string) => {
      if (url.startsWith('/user/shared/')) return shareAnswer();
      throw new TypeError('offline');
    });
    const first = renderAt(<SharedListPage shareId={SHARED.share_id} titles={TITLES} addAllToWant={addAll} />);
    await screen.findByRole('heading', { level: 1, name: 'Weekend co-op' });
    expect(screen.getByText('Shared by Ada. Read-only.')).toBeInTheDocument();
    expect(screen.getByText('Start here')).toBeInTheDocument();
    first.unmount();

    shareAnswer = () => {
      throw new TypeError('Failed to fetch');
    };
    const offline = renderAt(<SharedListPage shareId={SHARED.share_id} titles={TITLES} addAllToWant={addAll} />);
    await screen.findByRole('heading', { level: 1, name: 'Weekend co-op' });
    expect(screen.getByText(/Offline: this is the copy kept on this device, opened just now\./)).toBeInTheDocument();
    offline.unmount();

    shareAnswer = () => Response.json({ message: 'This list is no longer shared' }, { status: 404 });
    renderAt(<SharedListPage shareId={SHARED.share_id} titles={TITLES} addAllToWant={addAll} />);
    await screen.findByRole('heading', { level: 1, name: 'This list is no longer shared' });
    expect(screen.queryByText('Start here')).toBeNull();
  });
});
