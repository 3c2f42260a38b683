import { describe, expect, it, vi } from 'vitest';
import { gamesListUrl, LIST_ROUTES } from '../../../src/contract';
import {
  isCatalogueDue, OFFLINE_CATALOGUE_INTERVAL_MS, OFFLINE_CATALOGUE_KEY, offlineCatalogueUrls, saveOfflineCatalogue,
} from '../../../src/pwa/offline-catalogue';

const NOW = Date.UTC(2026, 2, 1);

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

/** A network that answers after a tick and notes how many requests were in flight at once. */
function slowNetwork(status = (_url: string) => 200) {
  let inFlight = 0;
  let most = 0;
  const urls: string[] = [];
  const fetch = vi.fn(async (url: string) => {
    urls.push(url);
    inFlight++;
    most = Math.max(most, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 0));
    inFlight--;
    return new Response('[]', { status: status(url), headers: { 'content-type': 'application/json' } });
  });
  return { fetch, urls, most: () => most };
}

describe('offline catalogue', () => {
  it('covers the full list, every list the navbar offers and the catalogue index, each once', () => {
    const urls = offlineCatalogueUrls();
    expect(urls[0]).toBe('/api/games');
    expect(urls).toContain('/api/catalogue');
    expect(new Set(urls).size).toBe(urls.length);
    for (const route of LIST_ROUTES) expect(urls).toContain(gamesListUrl(route.query));
    expect(urls).toContain('/api/games?category=battle-royale');
  });

  it('fetches the lists one at a time, reports progress and records the day it finished', async () => {
    const net = slowNetwork();
    const storage = memoryStorage();
    const progress: string[] = [];
    const outcome = await saveOfflineCatalogue({
      fetch: net.fetch, storage, now: () => NOW, signal: new AbortController().signal,
      onProgress: (done, total) => progress.push(`${done}/${total}`),
    });
    const total = offlineCatalogueUrls().length;
    expect(outcome).toBe('saved');
    expect(net.urls).toEqual(offlineCatalogueUrls());
    expect(net.most()).toBe(1);
    expect(progress).toHaveLength(total);
    expect(progress.at(-1)).toBe(`${total}/${total}`);
    expect(storage.getItem(OFFLINE_CATALOGUE_KEY)).toBe(String(NOW));
  });

  it('records nothing when a list failed, so the next visit tries again', async () => {
    const net = slowNetwork((url) => (url.includes('racing') ? 502 : 200));
    const storage = memoryStorage();
    const outcome = await saveOfflineCatalogue({
      fetch: net.fetch, storage, now: () => NOW, signal: new AbortController().signal, onProgress: () => undefined,
    });
    expect(outcome).toBe('incomplete');
    expect(net.urls).toHaveLength(offlineCatalogueUrls().length);
    expect(storage.getItem(OFFLINE_CATALOGUE_KEY)).toBeNull();
  });

  it('stops at the first network failure and when cancelled', async () => {
    const failing = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    const storage = memoryStorage();
    const base = { storage, now: () => NOW, onProgress: () => undefined };
    expect(await saveOfflineCatalogue({ ...base, fetch: failing, signal: new AbortController().signal })).toBe('incomplete');
    expect(failing).toHaveBeenCalledTimes(1);

    const controller = new AbortController();
    const net = slowNetwork();
    const run = saveOfflineCatalogue({ ...base, fetch: net.fetch, signal: controller.signal });
    controller.abort();
    expect(await run).toBe('aborted');
    expect(net.urls).toHaveLength(1);
    expect(storage.getItem(OFFLINE_CATALOGUE_KEY)).toBeNull();
  });

  it('runs at most once a day', () => {
    expect(isCatalogueDue(memoryStorage(), NOW)).toBe(true);
    expect(isCatalogueDue(memoryStorage({ [OFFLINE_CATALOGUE_KEY]: String(NOW - 60_000) }), NOW)).toBe(false);
    expect(isCatalogueDue(memoryStorage({ [OFFLINE_CATALOGUE_KEY]: String(NOW - OFFLINE_CATALOGUE_INTERVAL_MS) }), NOW)).toBe(true);
    expect(isCatalogueDue(memoryStorage({ [OFFLINE_CATALOGUE_KEY]: 'garbage' }), NOW)).toBe(true);
    // A stamp from the future (a clock set back) must not block saving for ever.
    expect(isCatalogueDue(memoryStorage({ [OFFLINE_CATALOGUE_KEY]: String(NOW + OFFLINE_CATALOGUE_INTERVAL_MS) }), NOW)).toBe(true);
  });
});
