import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ListRoute } from '../../../src/contract';
import { LIST_ROUTES, REDIRECTS } from '../../../src/contract';
import { App } from '../../../src/app/App';
import { makeToken, storeToken } from '../auth/make-token';
import { jsonResponse } from '../../support/json-response';

// The games pages are the games feature's; here only which page the shell picks, with what, matters.
vi.mock('../../../src/games/LandingPage', () => ({ LandingPage: () => <h1>Landing stub</h1> }));
vi.mock('../../../src/games/GamesListPage', () => ({
  GamesListPage: ({ route }: { route: ListRoute }) => <h1>{`List stub ${route.path} ${JSON.stringify(route.query)}`}</h1>,
}));
vi.mock('../../../src/games/GameDetailPage', () => ({
  GameDetailPage: ({ id }: { id: string }) => <h1>{`Detail stub ${id}`}</h1>,
}));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockImplementation(async () =>
    jsonResponse({ user: { id: 'user-1', email: 'ada@example.com', first_name: 'Ada', last_name: 'L' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderAppAt(path: string) {
  window.location.hash = `#${path}`;
  return render(<App />);
}

const main = () => screen.getByRole('main');

/** The original app's plain text 'NotFound' first, as a bare text node, and below it a link home. */
function expectNotFound() {
  expect(main().firstChild?.nodeType).toBe(Node.TEXT_NODE);
  expect(main().firstChild?.textContent).toBe('NotFound');
  expect(within(main()).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '#/home');
  expect(document.title).toBe('Not found · Freeplay');
}

describe('routes for a signed-in visitor', () => {
  beforeEach(() => {
    storeToken();
  });

  it.each(['/', '/home'])('%s shows the landing page', async (path) => {
    renderAppAt(path);
    expect(await screen.findByRole('heading', { name: 'Landing stub' })).toBeInTheDocument();
  });

  it.each(LIST_ROUTES.map((route) => [route.path, route] as const))('%s shows its list with its table row', (path, route) => {
    renderAppAt(path);
    expect(screen.getByRole('heading', { name: `List stub ${path} ${JSON.stringify(route.query)}` })).toBeInTheDocument();
  });

  it.each(['/all?x=1', '/platforms/pc?utm=mail&y', '/home?'])('%s accepts and ignores the query string', async (path) => {
    renderAppAt(path);
    expect(await within(main()).findByRole('heading', { name: /stub/ })).toBeInTheDocument();
    expect(main()).not.toHaveTextContent('NotFound');
  });

  it('passes the detail id through as written', async () => {
    renderAppAt('/gamedetails/452');
    // The detail page loads on demand.
    expect(await screen.findByRole('heading', { name: 'Detail stub 452' })).toBeInTheDocument();
  });

  it.each(Object.entries(REDIRECTS))('%s redirects to %s', async (from, to) => {
    renderAppAt(from);
    await waitFor(() => expect(window.location.hash).toBe(`#${to}`));
    expect(await screen.findByRole('heading', { name: new RegExp(`^List stub ${to} `) })).toBeInTheDocument();
  });

  it.each(['/login', '/register'])('%s sends a signed-in visitor to /home', async (path) => {
    renderAppAt(path);
    await waitFor(() => expect(window.location.hash).toBe('#/home'));
    expect(await screen.findByRole('heading', { name: 'Landing stub' })).toBeInTheDocument();
  });

  it.each(['/nope', '/categories/mmorpg', '/gamedetails', '/all/extra', '/platforms'])(
    '%s shows the plain text NotFound and a link home',
    (path) => {
      renderAppAt(path);
      expectNotFound();
    },
  );

  it('checks the session with GET /user/me at start', async () => {
    renderAppAt('/home');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/user/me', expect.anything()));
  });

  it('logs out to /login when /user/me answers 401', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ message: 'token revoked' }, { status: 401 }));
    renderAppAt('/all');
    await waitFor(() => expect(window.location.hash).toBe('#/login'));
    expect(await screen.findByRole('heading', { name: 'Login To Our Website' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('routes for a signed-out visitor', () => {
  it.each(['/', '/home', ...LIST_ROUTES.map((route) => route.path), '/gamedetails/452'])(
    '%s sends the visitor to /login',
    async (path) => {
      renderAppAt(path);
      await waitFor(() => expect(window.location.hash).toBe('#/login'));
      expect(await screen.findByRole('heading', { name: 'Login To Our Website' })).toBeInTheDocument();
      expect(screen.queryByText(/stub/)).not.toBeInTheDocument();
    },
  );

  it.each([
    ['an expired', makeToken(-60)],
    ['a malformed', 'definitely.not.valid'],
  ])('treats %s token as none', async (_what, token) => {
    localStorage.setItem('token', token);
    renderAppAt('/all');
    await waitFor(() => expect(window.location.hash).toBe('#/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the register page', async () => {
    renderAppAt('/register');
    // The register page loads on demand.
    expect(await screen.findByRole('heading', { name: 'Register To Our Website' })).toBeInTheDocument();
  });

  it('shows the plain text NotFound for an unknown path', () => {
    renderAppAt('/whatever/else');
    expectNotFound();
    expect(window.location.hash).toBe('#/whatever/else');
  });

  it('asks nothing of the server at start', () => {
    renderAppAt('/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('layout', () => {
  it('has the navbar, the attribution footer and the brand', () => {
    renderAppAt('/login');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    const credit = screen.getByRole('link', { name: 'FreeToGame.com' });
    expect(credit).toHaveAttribute('href', 'https://www.freetogame.com');
    expect(credit).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(credit.closest('footer')).toHaveTextContent('Data from FreeToGame.com');
    expect(screen.getByRole('link', { name: 'Freeplay' })).toBeInTheDocument();
  });

  it('links the footer to FreeToGame’s giveaways beside the attribution', () => {
    renderAppAt('/login');
    const giveaways = screen.getByRole('link', { name: 'Free game giveaways' });
    expect(giveaways).toHaveAttribute('href', 'https://www.freetogame.com/giveaways');
    expect(giveaways).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(giveaways.closest('footer')).toHaveTextContent('Data from FreeToGame.com');
  });
});
