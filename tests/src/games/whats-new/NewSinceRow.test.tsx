import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueIndex } from '../../../../src/contract';
import { NewSinceRow } from '../../../../src/games/whats-new/NewSinceRow';
import { VISIT_KEY } from '../../../../src/games/whats-new/visit-store';
import { jsonResponse } from '../../../support/json-response';
import { stubFetch } from '../fetch-stub';
import { indexGames } from '../browse/index-games';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 24, 12, 0);
const games = indexGames().slice(0, 10).map((game, at) => ({ ...game, release_date: at === 0 ? '2026-11-23' : '2019-03-03' }));
const index: CatalogueIndex = { generated_at: '2026-11-24T00:00:00Z', source: 'demo', tags: [], games };
const newcomer = games[9];

/** The previous visit two days ago knew every game but the last; game 0 was released since. */
function seedPreviousVisit(): void {
  const firstSeen = Object.fromEntries(games.slice(0, 9).map((game) => [game.id, 0]));
  localStorage.setItem(VISIT_KEY, JSON.stringify({ previousVisit: null, lastActive: NOW - 2 * DAY, firstSeen }));
}

let observed: { callback: IntersectionObserverCallback; visible: boolean }[] = [];

beforeEach(() => {
  localStorage.clear();
  observed = [];
  stubFetch((url) => (url === '/api/catalogue' ? jsonResponse(index) : new Response('{}', { status: 404 })));
  // As a real observer: one that was disconnected (an effect run again) is told nothing more.
  vi.stubGlobal('IntersectionObserver', class {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      observed.push({ callback: this.callback, visible: false });
      void target;
    }
    disconnect() {
      observed = observed.filter((entry) => entry.callback !== this.callback);
    }
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'setAppBadge');
  Reflect.deleteProperty(navigator, 'clearAppBadge');
});

/** Makes the app look installed, with a Badging API that records its calls. */
function installedWithBadges() {
  const badge = { set: vi.fn(async (count?: number) => void count), clear: vi.fn(async () => undefined) };
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)', addEventListener() {}, removeEventListener() {} }));
  Object.assign(navigator, { setAppBadge: badge.set, clearAppBadge: badge.clear });
  return badge;
}

function scrollRowIntoView(): void {
  for (const entry of observed) entry.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
}

describe('New since your last visit', () => {
  it('lists the games released or first seen since the previous visit, with a count and See all by release date', async () => {
    seedPreviousVisit();
    render(<NewSinceRow now={() => NOW} />);
    const row = await screen.findByRole('region', { name: 'New since your last visit' });
    expect(row).toHaveTextContent('2 new games · See all');
    expect(within(row).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '#/browse?sort=release-date');
    const titles = within(within(row).getByRole('list', { name: 'New since your last visit' })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual([games[0]?.title, newcomer?.title]);
    // The newcomer is remembered as first seen now.
    await waitFor(() => expect(JSON.parse(localStorage.getItem(VISIT_KEY) ?? '{}').firstSeen[String(newcomer?.id)]).toBe(NOW));
  });

  it('shows nothing on a first visit, or when the stored state is damaged (and starts afresh)', async () => {
    localStorage.setItem(VISIT_KEY, '{"previousVisit": "yesterday", broken');
    const { container } = render(<NewSinceRow now={() => NOW} />);
    await waitFor(() => expect(JSON.parse(localStorage.getItem(VISIT_KEY) ?? '{}').lastActive).toBe(NOW));
    await waitFor(() => expect(Object.keys(JSON.parse(localStorage.getItem(VISIT_KEY) ?? '{}').firstSeen)).toHaveLength(games.length));
    expect(container).toBeEmptyDOMElement();
  });

  it('in an installed app, badges the icon with the count, and clears it once the row is seen', async () => {
    const badge = installedWithBadges();
    seedPreviousVisit();
    const view = render(<NewSinceRow now={() => NOW} />);
    await screen.findByRole('region', { name: 'New since your last visit' });
    // The badge and the row's observer come from an effect that may run after the row is in the DOM.
    await waitFor(() => expect(badge.set).toHaveBeenCalledWith(2));
    expect(badge.clear).not.toHaveBeenCalled();
    scrollRowIntoView();
    expect(badge.clear).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(VISIT_KEY) ?? '{}').seenAt).toBeGreaterThan(0);
    // Seen in this visit: coming back to the page does not badge again.
    view.unmount();
    badge.set.mockClear();
    render(<NewSinceRow now={() => NOW + 60_000} />);
    await screen.findByRole('region', { name: 'New since your last visit' });
    expect(badge.set).not.toHaveBeenCalled();
  });

  it('badges again on the next visit when more games arrived, though the row was seen just before the last one ended', async () => {
    const badge = installedWithBadges();
    seedPreviousVisit();
    let clock = NOW;
    const first = render(<NewSinceRow now={() => clock} />);
    await screen.findByRole('region', { name: 'New since your last visit' });
    // Seen 20 s after the page opened, then the person leaves.
    clock = NOW + 20_000;
    scrollRowIntoView();
    first.unmount();
    badge.set.mockClear();
    // A day later the catalogue holds one game more.
    const arrival = { ...games[1], id: 999_001, title: 'Brand New Arrival', release_date: '2019-01-01' } as (typeof games)[number];
    stubFetch((url) => (url === '/api/catalogue' ? jsonResponse({ ...index, games: [...games, arrival] }) : new Response('{}', { status: 404 })));
    render(<NewSinceRow now={() => NOW + DAY} />);
    const row = await screen.findByRole('region', { name: 'New since your last visit' });
    expect(row).toHaveTextContent('1 new game · See all');
    await waitFor(() => expect(badge.set).toHaveBeenCalledWith(1));
  });

  it('never badges in a browser tab', async () => {
    const badge = { set: vi.fn(async () => undefined) };
    Object.assign(navigator, { setAppBadge: badge.set });
    seedPreviousVisit();
    render(<NewSinceRow now={() => NOW} />);
    await screen.findByRole('region', { name: 'New since your last visit' });
    expect(badge.set).not.toHaveBeenCalled();
  });
});
