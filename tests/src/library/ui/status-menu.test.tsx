import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LibraryStatus } from '../../../../src/contract';
import { CardTracker } from '../../../../src/library/track/CardTracker';
import { TrackingBridge } from '../../../../src/library/track/TrackingBridge';
import { resetLibraryStore } from '../../../../src/library/library-store';
import { fakeActions, resetFakeLibrary, seedLibrary } from './fake-library';
import { addToListReady, addToListStore } from '../../../../src/lib/add-to-list';

vi.mock('../../../../src/library/library-actions', async () => (await import('./fake-library')).fakeActions);

function Cards({ statuses }: { statuses: Record<number, LibraryStatus | undefined> }) {
  return (
    <>
      <TrackingBridge />
      {[1, 2].map((id) => (
        <article key={id}>
          <CardTracker gameId={id} title={`Game ${id}`} status={statuses[id]} />
        </article>
      ))}
    </>
  );
}

beforeEach(() => resetFakeLibrary());
afterEach(() => {
  resetLibraryStore();
  addToListReady.set(false);
  addToListStore.set(undefined);
});

describe('the card status button and its one shared menu', () => {
  it('offers Add to list… once the lists are loaded, before Remove, and asks the lists for that one game', async () => {
    const user = userEvent.setup();
    addToListReady.set(true);
    seedLibrary([[1, 'playing']]);
    render(<Cards statuses={{ 1: 'playing' }} />);
    const button = screen.getByRole('button', { name: 'Change status of Game 1' });
    await user.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Add to list…', 'Remove']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Add to list…' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(addToListStore.get()).toMatchObject({ gameIds: [1], what: 'Game 1' });
    expect(addToListStore.get()?.returnFocus?.()).toBe(button);
  });

  it('shows a Track button with the menu-button semantics, and a badge only for a tracked game', () => {
    render(<Cards statuses={{ 1: 'playing' }} />);
    const tracked = screen.getByRole('button', { name: 'Change status of Game 1' });
    const untracked = screen.getByRole('button', { name: 'Track Game 2' });
    expect(untracked).toHaveAttribute('aria-haspopup', 'menu');
    expect(untracked).toHaveAttribute('aria-expanded', 'false');
    expect(tracked.closest('article')).toHaveTextContent('Playing');
    expect(untracked.closest('article')?.querySelector('.status-badge')).toBeNull();
  });

  it('opens one menu on Enter with focus on the first item; arrows wrap, Home/End jump, Escape returns focus', async () => {
    const user = userEvent.setup();
    render(<Cards statuses={{}} />);
    const button = screen.getByRole('button', { name: 'Track Game 2' });
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Status of Game 2' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['Want to try', 'Playing', 'Played', 'Dropped']);
    expect(within(menu).queryByRole('menuitem', { name: 'Remove' })).toBeNull();
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(items[3]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items[3]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('d');
    expect(items[3]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(fakeActions.setStatus).not.toHaveBeenCalled();
  });

  it('opens on ArrowUp at the last item, and only one menu exists when another card opens', async () => {
    const user = userEvent.setup();
    seedLibrary([[1, 'played']]);
    render(<Cards statuses={{ 1: 'played' }} />);
    screen.getByRole('button', { name: 'Track Game 2' }).focus();
    await user.keyboard('{ArrowUp}');
    await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitemradio')[3]).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Change status of Game 1' }));
    const menus = await screen.findAllByRole('menu');
    expect(menus).toHaveLength(1);
    expect(menus[0]).toHaveAccessibleName('Status of Game 1');
    expect(within(menus[0] as HTMLElement).getByRole('menuitemradio', { name: 'Played' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: 'Track Game 2' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('sets the chosen status with Enter, closes, and puts the focus back on the button', async () => {
    const user = userEvent.setup();
    render(<Cards statuses={{}} />);
    const button = screen.getByRole('button', { name: 'Track Game 1' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(fakeActions.setStatus).toHaveBeenCalledWith(1, 'playing');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('offers Remove for a tracked game, and closes on Tab and on a click outside', async () => {
    const user = userEvent.setup();
    seedLibrary([[1, 'want']]);
    render(<Cards statuses={{ 1: 'want' }} />);
    const button = screen.getByRole('button', { name: 'Change status of Game 1' });
    await user.click(button);
    await screen.findByRole('menu');
    await user.keyboard('{Tab}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    await user.click(button);
    await screen.findByRole('menu');
    await user.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(button);
    await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    expect(fakeActions.removeFromLibrary).toHaveBeenCalledWith(1);
  });

  it('offers Undo Not interested for a game Pick for me leaves out, and none of the four checked', async () => {
    const user = userEvent.setup();
    seedLibrary([[1, 'ignored']]);
    render(<Cards statuses={{ 1: 'ignored' }} />);
    const button = screen.getByRole('button', { name: 'Change status of Game 1' });
    expect(button.closest('article')).toHaveTextContent('Not interested');
    await user.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitemradio').filter((item) => item.getAttribute('aria-checked') === 'true')).toEqual([]);
    expect(within(menu).queryByRole('menuitem', { name: 'Remove' })).toBeNull();
    await user.click(within(menu).getByRole('menuitem', { name: 'Undo Not interested' }));
    expect(fakeActions.removeFromLibrary).toHaveBeenCalledWith(1);
  });

  it('says so when a change is refused, instead of failing silently', async () => {
    const user = userEvent.setup();
    fakeActions.setStatus.mockRejectedValueOnce(new Error('Your library is full (5,000 games).'));
    render(<Cards statuses={{}} />);
    await user.click(screen.getByRole('button', { name: 'Track Game 1' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Played' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your library is full (5,000 games).');
    await act(async () => undefined);
  });
});
