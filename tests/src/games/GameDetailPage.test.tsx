import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameDetailPage } from '../../../src/games/GameDetailPage';
import { stubFetch } from './fetch-stub';
import { PARAGRAPH_ONE, PARAGRAPH_THREE, PARAGRAPH_TWO, rawBrowserDetail, rawPartialDetail, rawWindowsDetail } from './fixtures';
import { deferred } from '../../support/deferred';
import { jsonResponse } from '../../support/json-response';
import { renderAt } from '../../support/render-at';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderDetail(id: string) {
  return renderAt(`/gamedetails/${id}`, <GameDetailPage id={id} />);
}

/** The value shown next to a term in a fact list. */
function valueOf(region: HTMLElement, term: string): string | null | undefined {
  return within(region).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('GameDetailPage', () => {
  it('shows a spinner, then the title, the picture and Play Now!', async () => {
    let response: ReturnType<typeof deferred<Response>> | undefined;
    const calls = stubFetch((_url, signal) => {
      response = deferred<Response>(signal);
      return response.promise;
    });
    renderDetail('540');
    expect(screen.getByRole('status', { name: 'Loading game' })).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/game?id=540');
    response?.resolve(jsonResponse(rawWindowsDetail));

    expect(await screen.findByRole('heading', { level: 1, name: 'Overwatch 2' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Overwatch 2' })).toHaveAttribute('src', 'https://www.freetogame.com/g/540/thumbnail.jpg');
    const play = screen.getByRole('button', { name: /^Play Now!/ });
    expect(play).toHaveAttribute('href', 'https://www.freetogame.com/open/overwatch-2');
    expect(play).toHaveAttribute('target', '_blank');
    expect(play).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('cuts the description at 636 characters with an ellipsis, paragraphs kept, no literal \\r\\n', async () => {
    stubFetch(() => jsonResponse(rawWindowsDetail));
    const { container } = renderDetail('540');
    await screen.findByRole('heading', { level: 1 });
    const paragraphs = Array.from(container.querySelectorAll('.game-description p'), (p) => p.textContent ?? '');
    const rest = 636 - PARAGRAPH_ONE.length - 2;
    expect(paragraphs).toEqual([PARAGRAPH_ONE, `${PARAGRAPH_TWO.slice(0, rest).trimEnd()}…`]);
    expect(container.textContent).not.toContain(PARAGRAPH_THREE);
    expect(container.textContent).not.toMatch(/\r|\\r\\n/);
  });

  it('fills the requirements box with the real values', async () => {
    stubFetch(() => jsonResponse(rawWindowsDetail));
    renderDetail('540');
    const box = await screen.findByRole('region', { name: 'Minimum System Requirements' });
    expect(valueOf(box, 'Graphics')).toBe('NVIDIA® GeForce® GTX 600 series, AMD Radeon™ HD 7000 series');
    expect(valueOf(box, 'Memory')).toBe('6 GB');
    expect(valueOf(box, 'OS')).toBe('Windows® 7 / Windows® 8 / Windows® 10 64-bit');
    expect(valueOf(box, 'Processor')).toBe('Intel® Core™ i3 or AMD Phenom™ X3 8650');
    expect(valueOf(box, 'Storage')).toBe('50 GB');
  });

  it('fills the additional information box, trimmed, with an unambiguous date', async () => {
    stubFetch(() => jsonResponse(rawWindowsDetail));
    renderDetail('540');
    const box = await screen.findByRole('region', { name: 'Additional Information' });
    expect(valueOf(box, 'Platform')).toBe('Windows');
    expect(valueOf(box, 'Publisher')).toBe('Activision Blizzard');
    expect(valueOf(box, 'Release Date')).toBe('4 October 2022');
    expect(within(box).getByText('4 October 2022')).toHaveAttribute('datetime', '2022-10-04');
    expect(valueOf(box, 'Developer')).toBe('Blizzard Entertainment');
  });

  it('says a browser game has nothing to install', async () => {
    stubFetch(() => jsonResponse(rawBrowserDetail));
    renderDetail('345');
    const box = await screen.findByRole('region', { name: 'Minimum System Requirements' });
    expect(box).toHaveTextContent('This game runs in your web browser: there is nothing to install.');
    expect(screen.getByText('Trade, fight and research with ＆ beyond your neighbours.')).toBeInTheDocument();
  });

  it('shows "Game not found" with a way back for an unknown id', async () => {
    stubFetch(() => jsonResponse({ message: 'game not found' }, { status: 404 }));
    renderDetail('999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Game not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All games' })).toHaveAttribute('href', '#/all');
    expect(screen.getByRole('link', { name: 'Browse' })).toHaveAttribute('href', '#/browse');
    expect(document.title).toBe('Game not found · Freeplay');
  });

  it('titles the document after the game once it is loaded', async () => {
    stubFetch(() => jsonResponse(rawWindowsDetail));
    renderDetail('540');
    await screen.findByRole('heading', { level: 1, name: rawWindowsDetail.title });
    expect(document.title).toBe(`${rawWindowsDetail.title} · Freeplay`);
  });

  it.each(['abc', '-1', '1.5', '0', '12abc', '007', '2147483648'])('shows "Game not found" for id %j without asking the server', (id) => {
    const calls = stubFetch(() => jsonResponse(rawWindowsDetail));
    renderDetail(id);
    expect(screen.getByRole('heading', { level: 1, name: 'Game not found' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('offline, shows what the list knows, says what is missing, and completes itself back online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let full = false;
    const calls = stubFetch(() =>
      full ? jsonResponse(rawWindowsDetail) : jsonResponse(rawPartialDetail, { status: 200, headers: { 'X-Freeplay-Partial': '1' } }),
    );
    renderDetail('517');
    expect(await screen.findByRole('heading', { level: 1, name: 'America’s Army: Proving Grounds' })).toBeInTheDocument();
    expect(screen.getByText("You're offline: the full page needs a connection.")).toBeInTheDocument();
    expect(screen.getByText(/Not saved here yet: the description, the system requirements and the screenshots\./)).toHaveTextContent(
      "This page loads them by itself when you're back online.",
    );
    expect(screen.queryByRole('button', { name: 'Load the full page' })).not.toBeInTheDocument();
    expect(screen.getByText('A “tactical” shooter – squad play — from the U.S. Army…')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'America’s Army: Proving Grounds' })).toHaveAttribute(
      'src',
      'https://www.freetogame.com/g/517/thumbnail2.jpg',
    );
    const facts = screen.getByRole('region', { name: 'What we know offline' });
    expect(valueOf(facts, 'Genre')).toBe('Shooter');
    expect(valueOf(facts, 'Platform')).toBe('PC (Windows)');
    expect(valueOf(facts, 'Publisher')).toBe('L＆K CO., LTD');
    expect(valueOf(facts, 'Developer')).toBe('United States Army');
    expect(valueOf(facts, 'Release Date')).toBe('27 August 2015');
    expect(screen.queryByRole('region', { name: 'Minimum System Requirements' })).not.toBeInTheDocument();
    const detailCalls = () => calls.filter((call) => call.url.startsWith('/api/game?'));
    expect(detailCalls()).toHaveLength(1);

    full = true;
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('region', { name: 'Minimum System Requirements' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Overwatch 2' })).toBeInTheDocument();
    expect(screen.queryByText("You're offline: the full page needs a connection.")).not.toBeInTheDocument();
    expect(detailCalls()).toHaveLength(2);
  });

  it('with the network up but the server away, says so and loads the full page on request', async () => {
    let full = false;
    stubFetch(() =>
      full ? jsonResponse(rawWindowsDetail) : jsonResponse(rawPartialDetail, { status: 200, headers: { 'X-Freeplay-Partial': '1' } }),
    );
    renderDetail('517');
    expect(await screen.findByText("Freeplay's server can't be reached: the full page isn't saved on this device yet.")).toBeInTheDocument();
    expect(screen.queryByText("You're offline: the full page needs a connection.")).not.toBeInTheDocument();
    full = true;
    await userEvent.click(screen.getByRole('button', { name: 'Load the full page' }));
    expect(await screen.findByRole('region', { name: 'Minimum System Requirements' })).toBeInTheDocument();
  });

  it('shows the error and loads the game on Retry', async () => {
    let attempt = 0;
    stubFetch(() => {
      attempt += 1;
      return attempt === 1 ? jsonResponse({ message: 'The games service is not answering.' }, { status: 502 }) : jsonResponse(rawWindowsDetail);
    });
    renderDetail('540');
    expect(await screen.findByRole('alert')).toHaveTextContent('The games service is not answering.');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Overwatch 2' })).toBeInTheDocument();
  });

  it('aborts its request when the page is left', () => {
    const calls = stubFetch((_url, signal) => deferred<Response>(signal).promise);
    const { unmount } = renderDetail('540');
    unmount();
    expect(calls[0]?.signal?.aborted).toBe(true);
  });
});

describe('GameDetailPage demo data', () => {
  it('notes when the game comes from the demo catalogue', async () => {
    stubFetch(() => jsonResponse(rawBrowserDetail, { status: 200, headers: { 'X-Catalogue-Source': 'demo' } }));
    renderDetail('345');
    expect(await screen.findByText("Showing demo data: the games service can't be reached right now.")).toBeInTheDocument();
  });
});
