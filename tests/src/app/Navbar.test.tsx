import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navbar, UNSYNCED_LOGOUT_QUESTION } from '../../../src/app/Navbar';
import { publishSync } from '../../../src/library/publish';
import { resetLibraryStore } from '../../../src/library/library-store';
import { storeToken } from '../auth/make-token';
import { renderAt } from '../../support/render-at';
import { SPEC_LIST_ROUTES, specLabels } from '../../support/spec-routes';

afterEach(() => {
  vi.restoreAllMocks();
  resetLibraryStore();
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

  it('LogOut with library changes not yet synced asks first; Cancel keeps the session', async () => {
    storeToken();
    publishSync({ state: 'offline', pending: 2, retry: () => undefined });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderAt('/all', <Navbar />);
    const user = userEvent.setup();
    await user.click(within(nav()).getByRole('button', { name: 'LogOut' }));
    expect(confirm).toHaveBeenCalledWith(UNSYNCED_LOGOUT_QUESTION);
    expect(localStorage.getItem('token')).not.toBeNull();
    await user.click(within(nav()).getByRole('button', { name: 'LogOut' }));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('LogOut with everything synced asks nothing', async () => {
    storeToken();
    const confirm = vi.spyOn(window, 'confirm');
    renderAt('/all', <Navbar />);
    await userEvent.setup().click(within(nav()).getByRole('button', { name: 'LogOut' }));
    expect(confirm).not.toHaveBeenCalled();
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
    const field = await within(nav()).findByRole('searchbox', { name: 'Search games' });
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
    const field = await within(nav()).findByRole('searchbox', { name: 'Search games' });
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
    const field = await within(nav()).findByRole('searchbox', { name: 'Search games' });
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
