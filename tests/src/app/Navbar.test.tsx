import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navbar } from '../../../src/app/Navbar';
import * as diaryActions from '../../../src/diary/diary-actions';
import { diaryStore } from '../../../src/diary/diary-store';
import * as libraryActions from '../../../src/library/library-actions';
import { listsStore } from '../../../src/lists/lists-store';
import * as startLists from '../../../src/lists/start-lists';
import { publishSync } from '../../../src/library/publish';
import { resetLibraryStore } from '../../../src/library/library-store';
import { storeToken } from '../auth/make-token';
import { renderAt } from '../../support/render-at';
import { SPEC_LIST_ROUTES, specLabels } from '../../support/spec-routes';

afterEach(() => {
  vi.restoreAllMocks();
  resetLibraryStore();
  diaryStore.set({ ready: false, records: [], pending: 0 });
  listsStore.set({ ready: false, lists: [], sync: { state: 'signed-out', pending: 0 } });
});

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const toggle = (name: string) => within(nav()).getByRole('button', { name });
/** The links of a dropdown, visible or not. */
const menuLinks = (name: string) => {
  const list = document.getElementById(toggle(name).getAttribute('aria-controls') ?? '');
  if (!list) throw new Error(`${name} controls no list`);
  return within(list).getAllByRole('link', { hidden: true });
};

describe('Navbar signed out', () => {
  it('offers Login and Register only', () => {
    renderAt('/login', <Navbar />);
    const links = within(nav()).getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['Freeplay', 'Login', 'Register']);
    expect(within(nav()).queryByRole('button', { name: 'LogOut' })).not.toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Login' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('Navbar signed in', () => {
  it('offers Home, All, Pick for me, the three dropdowns from the table and LogOut', () => {
    storeToken();
    renderAt('/home', <Navbar />);
    expect(within(nav()).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '#/home');
    expect(within(nav()).getByRole('link', { name: 'All' })).toHaveAttribute('href', '#/all');
    expect(within(nav()).getByRole('link', { name: 'Pick for me' })).toHaveAttribute('href', '#/pick');
    expect(within(nav()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    for (const menu of ['Platforms', 'Sort-By', 'Categories'] as const) {
      const links = menuLinks(menu);
      expect(links.map((link) => link.textContent)).toEqual(specLabels(menu));
      expect(links.map((link) => link.getAttribute('href'))).toEqual(SPEC_LIST_ROUTES.filter((route) => route.menu === menu).map((route) => `#${route.path}`));
    }
    expect(within(nav()).getByRole('button', { name: 'LogOut' })).toBeInTheDocument();
  });

  it('marks the active item and the dropdown holding it, and nothing else', () => {
    storeToken();
    renderAt('/categories/fight', <Navbar />);
    const fight = menuLinks('Categories').find((link) => link.textContent === 'Fight');
    expect(fight).toHaveAttribute('aria-current', 'page');
    expect(fight).toHaveClass('active');
    expect(toggle('Categories')).toHaveAttribute('aria-current', 'page');
    expect(toggle('Categories')).toHaveClass('active');
    for (const name of ['Platforms', 'Sort-By']) {
      expect(toggle(name)).not.toHaveAttribute('aria-current');
      expect(toggle(name)).not.toHaveClass('active');
    }
    expect(document.querySelectorAll('[aria-current="page"]')).toHaveLength(2);
  });

  it('marks Home on / and /home', () => {
    storeToken();
    renderAt('/', <Navbar />);
    expect(within(nav()).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
  });

  it('opens with a click, closes after a choice and follows the active page', async () => {
    storeToken();
    renderAt('/all', <Navbar />);
    const user = userEvent.setup();
    expect(toggle('Platforms')).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle('Platforms'));
    expect(toggle('Platforms')).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Browser' }));
    expect(window.location.hash).toBe('#/platforms/browser');
    expect(toggle('Platforms')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Browser' })).not.toBeInTheDocument();
    expect(toggle('Platforms')).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
  });

  it('closes on a click outside and on a second click of its button', async () => {
    storeToken();
    renderAt('/all', <Navbar />);
    const user = userEvent.setup();
    await user.click(toggle('Sort-By'));
    await user.click(document.body);
    expect(toggle('Sort-By')).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle('Sort-By'));
    await user.click(toggle('Sort-By'));
    expect(toggle('Sort-By')).toHaveAttribute('aria-expanded', 'false');
  });

  it('works from the keyboard: Enter and ArrowDown open, arrows move, Escape closes and returns focus', async () => {
    storeToken();
    renderAt('/all', <Navbar />);
    const user = userEvent.setup();
    toggle('Platforms').focus();
    await user.keyboard('{Enter}');
    expect(toggle('Platforms')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle('Platforms')).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    expect(toggle('Platforms')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Pc' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Browser' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Pc' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Browser' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle('Platforms')).toHaveAttribute('aria-expanded', 'false');
    expect(toggle('Platforms')).toHaveFocus();
  });

  it('opens with Space and chooses with Enter', async () => {
    storeToken();
    renderAt('/all', <Navbar />);
    const user = userEvent.setup();
    toggle('Sort-By').focus();
    await user.keyboard(' ');
    expect(toggle('Sort-By')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Relevance' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(window.location.hash).toBe('#/sort-by/relevance');
    expect(toggle('Sort-By')).toHaveAttribute('aria-expanded', 'false');
    expect(toggle('Sort-By')).toHaveFocus();
  });

  it('closes when Tab moves the focus out', async () => {
    storeToken();
    renderAt('/all', <Navbar />);
    const user = userEvent.setup();
    toggle('Platforms').focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Browser' })).toHaveFocus();
    await user.tab();
    expect(toggle('Sort-By')).toHaveFocus();
    expect(toggle('Platforms')).toHaveAttribute('aria-expanded', 'false');
  });

  it('LogOut ends the session and goes to /login', async () => {
    storeToken();
    renderAt('/all', <Navbar />);
    await userEvent.setup().click(within(nav()).getByRole('button', { name: 'LogOut' }));
    expect(localStorage.getItem('token')).toBeNull();
    expect(window.location.hash).toBe('#/login');
    expect(within(nav()).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('LogOut with library changes not yet synced asks in a dialog first; Cancel keeps the session', async () => {
    storeToken();
    publishSync({ state: 'offline', pending: 2, retry: () => undefined });
    renderAt('/all', <Navbar />);
    const user = userEvent.setup();
    await user.click(within(nav()).getByRole('button', { name: 'LogOut' }));
    const dialog = await screen.findByRole('dialog', { name: '2 changes on this device are not synced yet:' });
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['Sync now', 'Keep them for next sign-in', 'Discard', 'Cancel']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('Keep them for next sign-in signs out and forgets only the synced records; Discard forgets the pending ones too', async () => {
    const forget = vi.spyOn(libraryActions, 'forgetSignedOut').mockResolvedValue(undefined);
    const user = userEvent.setup();
    for (const [choice, keepPending] of [['Keep them for next sign-in', true], ['Discard', false]] as const) {
      storeToken();
      publishSync({ state: 'offline', pending: 1, retry: () => undefined });
      const { unmount } = renderAt('/all', <Navbar />);
      await user.click(within(nav()).getByRole('button', { name: 'LogOut' }));
      const dialog = await screen.findByRole('dialog', { name: '1 change on this device is not synced yet:' });
      await user.click(within(dialog).getByRole('button', { name: choice }));
      expect(localStorage.getItem('token')).toBeNull();
      expect(window.location.hash).toBe('#/login');
      expect(forget).toHaveBeenLastCalledWith('user-1', keepPending);
      unmount();
    }
  });

  it('Sync now signs out once the changes reached the server, and otherwise says why and stays', async () => {
    const syncNow = vi.spyOn(libraryActions, 'syncBeforeSignOut').mockResolvedValueOnce({ pending: 2, message: "Can't reach Freeplay right now." }).mockResolvedValueOnce({ pending: 0 });
    const forget = vi.spyOn(libraryActions, 'forgetSignedOut').mockResolvedValue(undefined);
    storeToken();
    publishSync({ state: 'offline', pending: 2, retry: () => undefined });
    renderAt('/all', <Navbar />);
    const user = userEvent.setup();
    await user.click(within(nav()).getByRole('button', { name: 'LogOut' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sync now' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("They could not be synced: Can't reach Freeplay right now. Keep them for your next sign-in here, or discard them.");
    expect(localStorage.getItem('token')).not.toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Sync now' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(syncNow).toHaveBeenCalledTimes(2);
    expect(forget).toHaveBeenCalledWith('user-1', true);
  });

  it('counts diary and list changes not yet synced too; Sync now syncs all three, and each forgets its own', async () => {
    const syncLibrary = vi.spyOn(libraryActions, 'syncBeforeSignOut').mockResolvedValue({ pending: 0 });
    const syncDiary = vi.spyOn(diaryActions, 'syncDiaryBeforeSignOut').mockResolvedValueOnce({ pending: 1, message: "Can't reach Freeplay right now." }).mockResolvedValueOnce({ pending: 0 });
    const syncLists = vi.spyOn(startLists, 'syncListsBeforeSignOut').mockResolvedValue({ pending: 0 });
    const forgets = [
      vi.spyOn(libraryActions, 'forgetSignedOut').mockResolvedValue(undefined),
      vi.spyOn(diaryActions, 'forgetDiarySignedOut').mockResolvedValue(undefined),
      vi.spyOn(startLists, 'forgetListsSignedOut').mockResolvedValue(undefined),
    ];
    storeToken();
    diaryStore.set({ ready: true, records: [], pending: 1 });
    listsStore.set({ ready: true, lists: [], sync: { state: 'offline', pending: 2 } });
    renderAt('/all', <Navbar />);
    const user = userEvent.setup();
    await user.click(within(nav()).getByRole('button', { name: 'LogOut' }));
    const dialog = await screen.findByRole('dialog', { name: '3 changes on this device are not synced yet:' });
    await user.click(within(dialog).getByRole('button', { name: 'Sync now' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("They could not be synced: Can't reach Freeplay right now.");
    expect(localStorage.getItem('token')).not.toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Sync now' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    for (const sync of [syncLibrary, syncDiary, syncLists]) expect(sync).toHaveBeenCalledTimes(2);
    for (const forget of forgets) expect(forget).toHaveBeenCalledWith('user-1', true);
  });

  it('Discard forgets the pending diary and list changes too', async () => {
    const forgets = [
      vi.spyOn(libraryActions, 'forgetSignedOut').mockResolvedValue(undefined),
      vi.spyOn(diaryActions, 'forgetDiarySignedOut').mockResolvedValue(undefined),
      vi.spyOn(startLists, 'forgetListsSignedOut').mockResolvedValue(undefined),
    ];
    storeToken();
    listsStore.set({ ready: true, lists: [], sync: { state: 'offline', pending: 1 } });
    renderAt('/all', <Navbar />);
    const user = userEvent.setup();
    await user.click(within(nav()).getByRole('button', { name: 'LogOut' }));
    const dialog = await screen.findByRole('dialog', { name: '1 change on this device is not synced yet:' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(localStorage.getItem('token')).toBeNull();
    for (const forget of forgets) expect(forget).toHaveBeenCalledWith('user-1', false);
  });

  it('LogOut with everything synced asks nothing, and forgets the synced records', async () => {
    storeToken();
    const forget = vi.spyOn(libraryActions, 'forgetSignedOut').mockResolvedValue(undefined);
    renderAt('/all', <Navbar />);
    await userEvent.setup().click(within(nav()).getByRole('button', { name: 'LogOut' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(forget).toHaveBeenCalledWith('user-1', true);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('switches to Login and Register when another tab logs out', () => {
    storeToken();
    renderAt('/all', <Navbar />);
    act(() => {
      localStorage.removeItem('token');
      window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    });
    expect(within(nav()).getByRole('link', { name: 'Register' })).toBeInTheDocument();
  });

  it('has a menu button for phones that shows and hides the menu', async () => {
    storeToken();
    renderAt('/all', <Navbar />);
    const user = userEvent.setup();
    const menu = toggle('Menu');
    const list = document.getElementById(menu.getAttribute('aria-controls') ?? '');
    expect(list).toContainElement(within(nav()).getByRole('link', { name: 'All' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveClass('open');
    await user.click(within(nav()).getByRole('link', { name: 'Home' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toHaveClass('open');
  });
});

describe('Navbar search', () => {
  it('offers Browse and a search field: / focuses it, typing opens Browse keeping focus, Escape clears', async () => {
    storeToken();
    renderAt('/home', <Navbar />);
    expect(within(nav()).getByRole('link', { name: 'Browse' })).toHaveAttribute('href', '#/browse');
    const field = await within(nav()).findByRole('searchbox', { name: 'Search all games' });
    const user = userEvent.setup();
    await user.keyboard('/');
    expect(field).toHaveFocus();
    await user.keyboard('war');
    // The address bar follows at the typing pause (TYPED_WRITE_PAUSE_MS).
    await waitFor(() => expect(window.location.hash).toBe('#/browse?q=war'));
    expect(field).toHaveFocus();
    expect(field).toHaveValue('war');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(window.location.hash).toBe('#/browse'));
    expect(field).toHaveValue('');
  });
});

describe('Navbar search on a phone', () => {
  it('has a search button that opens the phone menu with the search field focused', async () => {
    storeToken();
    renderAt('/home', <Navbar />);
    const field = await within(nav()).findByRole('searchbox', { name: 'Search all games' });
    const menu = toggle('Menu');
    const list = document.getElementById(menu.getAttribute('aria-controls') ?? '');
    expect(list).toContainElement(field);
    expect(list).not.toHaveClass('open');
    await userEvent.setup().click(toggle('Search'));
    expect(list).toHaveClass('open');
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveFocus();
  });

  it('opens the closed phone menu when / is pressed', async () => {
    storeToken();
    renderAt('/home', <Navbar />);
    const field = await within(nav()).findByRole('searchbox', { name: 'Search all games' });
    // jsdom lays nothing out, so every field reads as hidden, as in the closed phone menu.
    await userEvent.setup().keyboard('/');
    expect(toggle('Menu')).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveFocus();
  });

  it('offers no search button when signed out', () => {
    renderAt('/login', <Navbar />);
    expect(within(nav()).queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
  });
});
