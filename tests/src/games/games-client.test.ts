import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEADERS } from '../../../src/contract';
import { fetchGame, fetchGames } from '../../../src/games/games-client';
import { useDataStoredAt } from '../../../src/lib/data-age';
import { HttpError, requestJson } from '../../../src/lib/http-client';
import { stubFetch } from './fetch-stub';
import { rawBrowserDetail, rawList, rawPartialDetail, rawWindowsDetail } from './fixtures';
import { jsonResponse } from '../../support/json-response';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function failureOf(promise: Promise<unknown>): Promise<HttpError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

describe('fetchGames', () => {
  it('asks the same-origin /api/games with the query, parameters sorted', async () => {
    const calls = stubFetch(() => jsonResponse([]));
    await fetchGames({ 'sort-by': 'release-date', platform: 'browser', category: 'mmorpg' });
    await fetchGames({});
    expect(calls.map((call) => call.url)).toEqual([
      '/api/games?category=mmorpg&platform=browser&sort-by=release-date',
      '/api/games',
    ]);
  });

  it('trims padded strings and keeps typographic characters and the fullwidth ＆ as sent', async () => {
    stubFetch(() => jsonResponse(rawList));
    const { data } = await fetchGames({});
    const [overwatch, diablo, army] = data;
    expect(overwatch?.short_description).toBe('A hero-focused first-person team shooter from Blizzard Entertainment.');
    expect(overwatch?.publisher).toBe('Activision Blizzard');
    expect(diablo?.genre).toBe('MMORPG');
    expect(diablo?.developer).toBe('Blizzard Entertainment');
    expect(army?.title).toBe('America’s Army: Proving Grounds');
    expect(army?.publisher).toBe('L＆K CO., LTD');
    expect(army?.short_description).toBe('A “tactical” shooter – squad play — from the U.S. Army…');
  });

  it('keeps "\\r\\n" inside short descriptions for the page to render, and thumbnail2.jpg as given', async () => {
    stubFetch(() => jsonResponse(rawList));
    const { data } = await fetchGames({});
    expect(data[1]?.short_description).toContain('\r\n');
    expect(data[2]?.thumbnail).toBe('https://www.freetogame.com/g/517/thumbnail2.jpg');
  });

  it('drops javascript: URLs so they can never become a link or an image', async () => {
    stubFetch(() => jsonResponse(rawList));
    const { data } = await fetchGames({});
    const forge = data.find((game) => game.id === 345);
    expect(forge?.thumbnail).toBeUndefined();
    expect(forge?.game_url).toBeUndefined();
    expect(forge?.title).toBe('Forge of Empires');
  });

  it('reports the catalogue source, and no partial flag on a list', async () => {
    stubFetch(() => jsonResponse(rawList, { status: 200, headers: { 'X-Catalogue-Source': 'demo' } }));
    expect((await fetchGames({})).meta).toEqual({ source: 'demo', partial: false });
    stubFetch(() => jsonResponse(rawList, { status: 200, headers: { 'X-Catalogue-Source': 'something-else' } }));
    expect((await fetchGames({})).meta.source).toBeUndefined();
  });

  it('turns a wrong shape into a readable error', async () => {
    stubFetch(() => jsonResponse({ games: rawList }));
    const error = await failureOf(fetchGames({}));
    expect(error.kind).toBe('shape');
    expect(error.message).toMatch(/unexpected shape/);
  });

  it('turns an HTML page from a CDN into a readable error', async () => {
    stubFetch(() => new Response('<!doctype html><h1>502 Bad Gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } }));
    const error = await failureOf(fetchGames({}));
    expect(error.kind).toBe('http');
    expect(error.message).toMatch(/couldn't read \(HTTP 502\)/);
  });

  it('passes on the server\'s message and the offline-not-saved kind', async () => {
    stubFetch(() => jsonResponse({ message: 'Offline and not saved.', code: 'offline-not-saved' }, { status: 503 }));
    const error = await failureOf(fetchGames({ platform: 'pc' }));
    expect(error.kind).toBe('offline-not-saved');
  });

  it('hands the abort signal to fetch', async () => {
    const calls = stubFetch(() => jsonResponse([]));
    const controller = new AbortController();
    controller.abort();
    const error = await failureOf(fetchGames({}, controller.signal));
    expect(calls[0]?.signal).toBe(controller.signal);
    expect(error.kind).toBe('aborted');
  });
});

describe('fetchGame', () => {
  it('asks /api/game?id= and keeps the requirements\' real values, trimmed', async () => {
    const calls = stubFetch(() => jsonResponse(rawWindowsDetail, { status: 200, headers: { 'X-Catalogue-Source': 'freetogame' } }));
    const { data, meta } = await fetchGame(540);
    expect(calls[0]?.url).toBe('/api/game?id=540');
    expect(data.platform).toBe('Windows');
    expect(data.minimum_system_requirements?.processor).toBe('Intel® Core™ i3 or AMD Phenom™ X3 8650');
    expect(data.minimum_system_requirements?.os).toBe('Windows® 7 / Windows® 8 / Windows® 10 64-bit');
    expect(meta).toEqual({ source: 'freetogame', partial: false });
  });

  it('accepts a browser game with no minimum_system_requirements key', async () => {
    stubFetch(() => jsonResponse(rawBrowserDetail));
    const { data } = await fetchGame(345);
    expect(data.minimum_system_requirements).toBeUndefined();
    expect(data.title).toBe('Forge of Empires');
  });

  it('flags a partial offline detail from the service worker', async () => {
    stubFetch(() => jsonResponse(rawPartialDetail, { status: 200, headers: { 'x-freeplay-partial': '1' } }));
    const { data, meta } = await fetchGame(517);
    expect(meta.partial).toBe(true);
    expect(data.publisher).toBe('L＆K CO., LTD');
  });

  it('rejects an unknown game with status 404 and the server\'s message', async () => {
    stubFetch(() => jsonResponse({ message: 'game not found' }, { status: 404 }));
    const error = await failureOf(fetchGame(999999));
    expect(error.status).toBe(404);
    expect(error.message).toBe('game not found');
  });

  it('rejects a list where a detail was expected', async () => {
    stubFetch(() => jsonResponse(rawList));
    expect((await failureOf(fetchGame(1))).kind).toBe('shape');
  });
});

describe('data age', () => {
  it('tells the offline banner when the service worker stored the games on screen, and forgets it for a fresh answer', async () => {
    const { result } = renderHook(() => useDataStoredAt());
    stubFetch(() => jsonResponse(rawList, { status: 200, headers: { [HEADERS.storedAt]: '1700000000000' } }));
    await act(() => fetchGames({}));
    expect(result.current).toBe(1_700_000_000_000);
    stubFetch(() => jsonResponse(rawList));
    await act(() => fetchGames({}));
    expect(result.current).toBeUndefined();
  });

  it('is left alone by the generic HTTP client', async () => {
    const { result } = renderHook(() => useDataStoredAt());
    stubFetch(() => jsonResponse(rawList, { status: 200, headers: { [HEADERS.storedAt]: '1700000000000' } }));
    await act(() => fetchGames({}));
    stubFetch(() => jsonResponse({ ok: true }));
    await act(() => requestJson('/api/other', { parse: (json) => ({ ok: true, value: json }) }));
    expect(result.current).toBe(1_700_000_000_000);
  });
});
