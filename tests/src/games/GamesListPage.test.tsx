import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findListRoute, type ListRoute } from '../../../src/contract';
import { GamesListPage } from '../../../src/games/GamesListPage';
import { saveListScroll } from '../../../src/games/list-scroll';
import { FIRST_SCREENFUL } from '../../../src/games/use-progressive-count';
import { stubFetch } from './fetch-stub';
import { manyGames, rawList } from './fixtures';
import { deferred } from '../../support/deferred';
import { jsonResponse } from '../../support/json-response';
import { renderAt } from '../../support/render-at';

function route(path: string): ListRoute {
  const found = findListRoute(path);
  if (!found) throw new Error(`no list route ${path}`);
  return found;
}

const spinner = () => screen.queryByRole('status', { name: 'Loading games' });

beforeEach(() => {
  vi.stubEnv('VITE_LIST_SPINNER_MS', '0');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('GamesListPage timing', () => {
  it('shows the spinner for the configured second even when data is already there, then the grid', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubEnv('VITE_LIST_SPINNER_MS', '1000');
    const calls = stubFetch(() => jsonResponse(rawList));
    renderAt('/all', <GamesListPage route={route('/all')} />);

    expect(spinner()).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(calls).toHaveLength(1);
    expect(spinner()).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(spinner()).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'All games' })).getAllByRole('listitem')).toHaveLength(5);
  });

  it('keeps the spinner past the second until the data arrives', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubEnv('VITE_LIST_SPINNER_MS', '1000');
    let response: ReturnType<typeof deferred<Response>> | undefined;
    stubFetch((_url, signal) => {
      response = deferred<Response>(signal);
      return response.promise;
    });
    renderAt('/platforms/pc', <GamesListPage route={route('/platforms/pc')} />);

    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(spinner()).toBeInTheDocument();
    await act(async () => {
      response?.resolve(jsonResponse(rawList));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(spinner()).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Overwatch 2' })).toBeInTheDocument();
  });

  it('with VITE_LIST_SPINNER_MS=0 shows the grid as soon as data arrives', async () => {
    stubFetch(() => jsonResponse(rawList));
    renderAt('/all', <GamesListPage route={route('/all')} />);
    expect(await screen.findByRole('list', { name: 'All games' })).toBeInTheDocument();
  });
});

describe('GamesListPage cards', () => {
  it('asks for the route\'s query and shows one h1', async () => {
    const calls = stubFetch(() => jsonResponse(rawList));
    renderAt('/categories/fight', <GamesListPage route={route('/categories/fight')} />);
    await screen.findByRole('list');
    expect(calls[0]?.url).toBe('/api/games?category=fighting');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('links the thumbnail to the detail page and opens Play Now! in a new tab', async () => {
    stubFetch(() => jsonResponse(rawList));
    renderAt('/all', <GamesListPage route={route('/all')} />);
    const image = await screen.findByRole('img', { name: 'Overwatch 2' });
    expect(image).toHaveAttribute('src', 'https://www.freetogame.com/g/540/thumbnail.jpg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '365');
    expect(image).toHaveAttribute('height', '206');
    expect(image.closest('a')).toHaveAttribute('href', '#/gamedetails/540');

    const play = screen.getByRole('button', { name: /^Play Now! Overwatch 2/ });
    expect(play).toHaveAttribute('href', 'https://www.freetogame.com/open/overwatch-2');
    expect(play).toHaveAttribute('target', '_blank');
    expect(play).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('img', { name: 'America’s Army: Proving Grounds' })).toHaveAttribute(
      'src',
      'https://www.freetogame.com/g/517/thumbnail2.jpg',
    );
  });

  it('shows a placeholder and no Play Now! link for a game whose URLs were unsafe', async () => {
    stubFetch(() => jsonResponse(rawList));
    const { container } = renderAt('/all', <GamesListPage route={route('/all')} />);
    const placeholder = await screen.findByRole('img', { name: 'Forge of Empires' });
    expect(placeholder.tagName).toBe('DIV');
    expect(placeholder.closest('a')).toHaveAttribute('href', '#/gamedetails/345');
    expect(screen.queryByRole('button', { name: /Play Now! Forge of Empires/ })).not.toBeInTheDocument();
    const card = placeholder.closest('article');
    expect(card).toHaveTextContent('No game link available');
    expect(container.querySelector('[href^="javascript"], [src^="javascript"]')).toBeNull();
  });

  it('replaces a thumbnail that fails to load with the placeholder', async () => {
    stubFetch(() => jsonResponse(rawList));
    renderAt('/all', <GamesListPage route={route('/all')} />);
    fireEvent.error(await screen.findByRole('img', { name: 'Neverwinter' }));
    expect(screen.getByRole('img', { name: 'Neverwinter' }).tagName).toBe('DIV');
  });

  it('shows typographic titles as sent', async () => {
    stubFetch(() => jsonResponse(rawList));
    renderAt('/all', <GamesListPage route={route('/all')} />);
    expect(await screen.findByRole('heading', { name: 'America’s Army: Proving Grounds' })).toBeInTheDocument();
  });

  it('lets the keyboard reach each card\'s detail link and Play Now!', async () => {
    stubFetch(() => jsonResponse(rawList));
    renderAt('/all', <GamesListPage route={route('/all')} />);
    await screen.findByRole('list');
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName('Refine');
    await user.tab();
    expect(document.activeElement).toHaveAttribute('href', '#/gamedetails/540');
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName(/^Play Now! Overwatch 2/);
  });

  it.each([
    ['/all', '#/browse'],
    ['/platforms/browser', '#/browse?platform=browser'],
    ['/sort-by/popularity', '#/browse?sort=popularity'],
    ['/categories/battle-royal', '#/browse?tags=battle-royale'],
  ])('%s offers a Refine link to Browse with the same filter', async (path, href) => {
    stubFetch(() => jsonResponse(rawList));
    renderAt(path, <GamesListPage route={route(path)} />);
    expect(screen.getByRole('link', { name: 'Refine' })).toHaveAttribute('href', href);
  });

  it('renders the first screenful at once, then all 418 games of a full catalogue in later steps', async () => {
    stubFetch(() => jsonResponse(manyGames(418)));
    renderAt('/all', <GamesListPage route={route('/all')} />);
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(FIRST_SCREENFUL);
    // querySelectorAll, as getAllByRole over 400 items is too slow to poll in jsdom.
    await waitFor(() => expect(list.querySelectorAll(':scope > li')).toHaveLength(418), { timeout: 20_000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(418);
  });

  it('shows skeleton cards, not a list, while it loads', () => {
    stubFetch(() => new Promise<Response>(() => undefined));
    const { container } = renderAt('/all', <GamesListPage route={route('/all')} />);
    expect(spinner()).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('.skeleton-card')).toHaveLength(FIRST_SCREENFUL);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('GamesListPage states', () => {
  it('shows the error, then Retry loads the games', async () => {
    let attempt = 0;
    stubFetch(() => {
      attempt += 1;
      return attempt === 1 ? jsonResponse({ message: 'The games service is not answering.' }, { status: 502 }) : jsonResponse(rawList);
    });
    renderAt('/all', <GamesListPage route={route('/all')} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The games service is not answering.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(attempt).toBe(2);
  });

  it('explains an HTML answer instead of crashing', async () => {
    stubFetch(() => new Response('<html><body>Access denied</body></html>', { status: 403, headers: { 'Content-Type': 'text/html' } }));
    renderAt('/all', <GamesListPage route={route('/all')} />);
    expect(await screen.findByRole('alert')).toHaveTextContent("The server sent an answer we couldn't read (HTTP 403)");
  });

  it('says plainly when the view is not saved for offline use', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubFetch(() => jsonResponse({ message: 'offline', code: 'offline-not-saved' }, { status: 503 }));
    renderAt('/all', <GamesListPage route={route('/all')} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This view isn't saved for offline use yet. Connect to the internet to load it.",
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('with the network up, says it is our server that cannot be reached', async () => {
    stubFetch(() => jsonResponse({ message: 'offline', code: 'offline-not-saved' }, { status: 503 }));
    renderAt('/all', <GamesListPage route={route('/all')} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Freeplay's server can't be reached, and this view isn't saved on this device yet. Try again in a moment.",
    );
  });

  it('says so when the list is empty', async () => {
    stubFetch(() => jsonResponse([]));
    renderAt('/categories/zombie', <GamesListPage route={route('/categories/zombie')} />);
    expect(await screen.findByText('No games found for this view.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('notes demo data', async () => {
    stubFetch(() => jsonResponse(rawList, { status: 200, headers: { 'X-Catalogue-Source': 'demo' } }));
    renderAt('/all', <GamesListPage route={route('/all')} />);
    expect(await screen.findByText("Showing demo data: the games service can't be reached right now.")).toBeInTheDocument();
  });

  it('shows no demo note for live data', async () => {
    stubFetch(() => jsonResponse(rawList, { status: 200, headers: { 'X-Catalogue-Source': 'freetogame' } }));
    renderAt('/all', <GamesListPage route={route('/all')} />);
    await screen.findByRole('list');
    expect(screen.queryByText(/demo data/)).not.toBeInTheDocument();
  });
});

describe('GamesListPage requests', () => {
  it('aborts its request when the page is left', () => {
    const calls = stubFetch((_url, signal) => deferred<Response>(signal).promise);
    const { unmount } = renderAt('/all', <GamesListPage route={route('/all')} />);
    expect(calls[0]?.signal?.aborted).toBe(false);
    unmount();
    expect(calls[0]?.signal?.aborted).toBe(true);
  });

  it('aborts the old request and asks again when the route changes', async () => {
    const calls = stubFetch((url, signal) => (url.includes('browser') ? jsonResponse([]) : deferred<Response>(signal).promise));
    const { rerenderPage } = renderAt('/platforms/pc', <GamesListPage route={route('/platforms/pc')} />);
    rerenderPage(<GamesListPage route={route('/platforms/browser')} />);
    expect(await screen.findByText('No games found for this view.')).toBeInTheDocument();
    expect(calls.map((call) => [call.url, call.signal?.aborted])).toEqual([
      ['/api/games?platform=pc', true],
      ['/api/games?platform=browser', false],
    ]);
  });
});

describe('Back to a list', () => {
  afterEach(() => {
    history.replaceState(null, '');
  });

  it('draws the list this document showed at once, without its spinner or its request, and keeps it when the refresh fails', async () => {
    vi.stubEnv('VITE_LIST_SPINNER_MS', '1000');
    stubFetch(() => jsonResponse(rawList));
    const shown = renderAt('/platforms/browser', <GamesListPage route={route('/platforms/browser')} />);
    await screen.findByRole('list', { name: 'Browser games' }, { timeout: 3_000 });
    shown.unmount();

    // Back: the entry holds the list's position, and the network is gone.
    saveListScroll({ key: '/platforms/browser', index: 0, id: rawList[0]?.id ?? 0, offset: 0 });
    const refresh = deferred<Response>();
    stubFetch(() => refresh.promise);
    renderAt('/platforms/browser', <GamesListPage route={route('/platforms/browser')} />);
    expect(spinner()).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Browser games' })).getAllByRole('listitem')).toHaveLength(5);

    await act(async () => refresh.reject(new TypeError('Failed to fetch')));
    expect(within(screen.getByRole('list', { name: 'Browser games' })).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for a list this document never showed, as any visit does', async () => {
    saveListScroll({ key: '/categories/zombie', index: 0, id: 1, offset: 0 });
    const calls = stubFetch(() => jsonResponse(rawList));
    renderAt('/categories/zombie', <GamesListPage route={route('/categories/zombie')} />);
    expect(screen.queryByRole('list', { name: 'Category: Zombie' })).not.toBeInTheDocument();
    await screen.findByRole('list', { name: 'Category: Zombie' });
    expect(calls).toHaveLength(1);
  });
});
