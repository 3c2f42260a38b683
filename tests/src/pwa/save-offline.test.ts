// The "Save for offline" download over a fake network and an in-memory store of its progress.
import { describe, expect, it } from 'vitest';
import { SAVE_OFFLINE_HEADER, STORAGE_FULL } from '../../../src/contract';
import { SAVE_CONCURRENCY, saveForOffline, type SaveDeps, type SaveProgress } from '../../../src/pwa/save-offline/save-offline';
import { parseSavedRun, type SavedRun, type SavedRunStore } from '../../../src/pwa/save-offline/saved-run';

const GAMES = 40;
const PICTURE_BYTES = 100;

function catalogue(count = GAMES) {
  const games = Array.from({ length: count }, (_, index) => ({
    id: index + 1, title: `Game ${index + 1}`, thumbnail: `/thumbnails/${index + 1}`, short_description: 'x', game_url: 'https://example.test/play',
    genre: 'Shooter', platform: 'PC (Windows)', publisher: 'P', developer: 'D', release_date: '2020-01-01', freetogame_profile_url: 'https://example.test/g',
    tags: [], rank: { popularity: index + 1, relevance: index + 1 },
  }));
  return { generated_at: '2026-01-01T00:00:00Z', source: 'demo', tags: [], games };
}

function memoryStore(initial?: SavedRun): SavedRunStore & { current: () => SavedRun | undefined } {
  let run = initial;
  return {
    current: () => run,
    load: async () => run,
    save: async (next) => {
      run = structuredClone(next);
    },
    clear: async () => {
      run = undefined;
    },
  };
}

type PictureAnswer = (id: number) => Response | Promise<Response>;

/** A network answering the index and pictures after a tick, counting pictures in flight at once. */
function fakeNetwork(answer: PictureAnswer = () => new Response(new Uint8Array(PICTURE_BYTES), { headers: { 'content-type': 'image/png' } })) {
  let inFlight = 0;
  let most = 0;
  const pictures: number[] = [];
  const headers: Headers[] = [];
  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
    if (url === '/api/catalogue') return Response.json(catalogue());
    const id = Number(url.split('/').at(-1));
    pictures.push(id);
    headers.push(new Headers(init.headers));
    inFlight += 1;
    most = Math.max(most, inFlight);
    try {
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (init.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
      return await answer(id);
    } finally {
      inFlight -= 1;
    }
  };
  return { fetch, pictures, headers, most: () => most };
}

function deps(net: ReturnType<typeof fakeNetwork>, store: SavedRunStore, overrides: Partial<SaveDeps> = {}) {
  const seen: SaveProgress[] = [];
  const all: SaveDeps = {
    fetch: net.fetch,
    saveLists: async () => 'saved',
    store,
    now: () => 1_000,
    mustPause: () => false,
    whenAllowed: async () => undefined,
    onProgress: (progress) => seen.push(progress),
    signal: new AbortController().signal,
    ...overrides,
  };
  return { all, seen };
}

describe('Save for offline', () => {
  it('saves the lists first, then every picture through the service worker, at most SAVE_CONCURRENCY at a time, with games and bytes done', async () => {
    const net = fakeNetwork();
    const store = memoryStore();
    const order: string[] = [];
    const { all, seen } = deps(net, store, { saveLists: async () => (order.push('lists'), 'saved') });
    const outcome = await saveForOffline(all);
    expect(order).toEqual(['lists']);
    expect(outcome).toEqual({ kind: 'complete', progress: { games: GAMES, total: GAMES, bytes: GAMES * PICTURE_BYTES, paused: false } });
    expect([...net.pictures].sort((a, b) => a - b)).toEqual(Array.from({ length: GAMES }, (_, index) => index + 1));
    expect(net.most()).toBe(SAVE_CONCURRENCY);
    expect(net.headers.every((headers) => headers.get(SAVE_OFFLINE_HEADER) === '1')).toBe(true);
    expect(seen.at(-1)).toMatchObject({ games: GAMES, bytes: GAMES * PICTURE_BYTES });
    expect(store.current()).toMatchObject({ status: 'complete', total: GAMES, bytes: GAMES * PICTURE_BYTES });
    expect(store.current()?.doneIds).toHaveLength(GAMES);
  });

  it('stops cleanly on a full disk (507 storage-full), keeping what is complete', async () => {
    let stored = 0;
    const net = fakeNetwork(() => {
      stored += 1;
      if (stored > 10) return Response.json({ message: 'full', code: STORAGE_FULL }, { status: 507 });
      return new Response(new Uint8Array(PICTURE_BYTES));
    });
    const store = memoryStore();
    const outcome = await saveForOffline(deps(net, store).all);
    expect(outcome.kind).toBe('storage-full');
    expect(outcome.progress.games).toBe(10);
    expect(outcome.progress.bytes).toBe(10 * PICTURE_BYTES);
    // The downloads in flight finish; none starts after the refusal.
    expect(net.pictures.length).toBeLessThanOrEqual(10 + SAVE_CONCURRENCY);
    expect(store.current()).toMatchObject({ status: 'storage-full', bytes: 10 * PICTURE_BYTES });
    expect(store.current()?.doneIds).toHaveLength(10);
  });

  it('cancels: starts nothing more, records where it stopped, and the next run resumes from there', async () => {
    const store = memoryStore();
    const cancel = new AbortController();
    const net = fakeNetwork(() => {
      if (net.pictures.length === 12) cancel.abort();
      return new Response(new Uint8Array(PICTURE_BYTES));
    });
    const first = await saveForOffline(deps(net, store, { signal: cancel.signal }).all);
    expect(first.kind).toBe('cancelled');
    const kept = store.current();
    expect(kept?.status).toBe('cancelled');
    expect(net.pictures.length).toBeLessThanOrEqual(12 + SAVE_CONCURRENCY);
    const savedBefore = kept?.doneIds.length ?? 0;
    expect(savedBefore).toBeGreaterThan(0);
    expect(savedBefore).toBeLessThan(GAMES);

    const again = fakeNetwork();
    const second = await saveForOffline(deps(again, store).all);
    expect(second).toMatchObject({ kind: 'complete', progress: { games: GAMES, bytes: GAMES * PICTURE_BYTES } });
    // Only what the first run had not stored is fetched again.
    expect(again.pictures).toHaveLength(GAMES - savedBefore);
    expect(again.pictures.some((id) => kept?.doneIds.includes(id))).toBe(false);
  });

  it('resumes a run a reload interrupted (stored as running) without fetching what is done', async () => {
    const store = memoryStore({ status: 'running', doneIds: [1, 2, 3, 4, 5], bytes: 500, total: GAMES, updatedAt: 1 });
    const net = fakeNetwork();
    const { all, seen } = deps(net, store);
    const outcome = await saveForOffline(all);
    expect(outcome.kind).toBe('complete');
    expect(net.pictures).toHaveLength(GAMES - 5);
    expect(seen[0]).toMatchObject({ games: 5, bytes: 500 });
  });

  it('Save again after a complete run checks every picture, so one expired or evicted since comes back', async () => {
    const store = memoryStore({ status: 'complete', doneIds: Array.from({ length: GAMES }, (_, index) => index + 1), bytes: GAMES * PICTURE_BYTES, total: GAMES, updatedAt: 1 });
    const net = fakeNetwork();
    const outcome = await saveForOffline(deps(net, store).all);
    expect(outcome).toMatchObject({ kind: 'complete', progress: { games: GAMES, total: GAMES, bytes: GAMES * PICTURE_BYTES } });
    expect(net.pictures).toHaveLength(GAMES);
  });

  it('a server that cannot give the index ends the run as incomplete, not under way, so no reload restarts it', async () => {
    for (const index of [new Response('down', { status: 500 }), Response.json({ games: 'not a list' })]) {
      const net = fakeNetwork();
      const store = memoryStore();
      const outcome = await saveForOffline(deps({ ...net, fetch: async (url, init) => (url === '/api/catalogue' ? index : net.fetch(url, init)) }, store).all);
      expect(outcome).toMatchObject({ kind: 'incomplete', offline: false });
      expect(store.current()?.status).toBe('incomplete');
      expect(net.pictures).toHaveLength(0);
    }
  });

  it('a connection lost before the index arrives leaves the run under way', async () => {
    const net = fakeNetwork();
    const store = memoryStore();
    const outcome = await saveForOffline(deps({ ...net, fetch: async (url, init) => {
      if (url === '/api/catalogue') throw new TypeError('Failed to fetch');
      return net.fetch(url, init);
    } }, store).all);
    expect(outcome).toMatchObject({ kind: 'incomplete', offline: true });
    expect(store.current()?.status).toBe('running');
  });

  it('a lost connection stops the run and leaves it under way for the next start', async () => {
    const net = fakeNetwork((id) => {
      if (id > 20) throw new TypeError('Failed to fetch');
      return new Response(new Uint8Array(PICTURE_BYTES));
    });
    const store = memoryStore();
    const outcome = await saveForOffline(deps(net, store).all);
    expect(outcome).toMatchObject({ kind: 'incomplete', offline: true });
    expect(store.current()?.status).toBe('running');
  });

  it('counts pictures the server could not give, and goes on with the others', async () => {
    const net = fakeNetwork((id) => (id === 7 ? new Response('gone', { status: 404 }) : new Response(new Uint8Array(PICTURE_BYTES))));
    const store = memoryStore();
    const outcome = await saveForOffline(deps(net, store).all);
    expect(outcome).toMatchObject({ kind: 'incomplete', failed: 1, offline: false, progress: { games: GAMES - 1 } });
  });

  it('waits while it must pause (page hidden on Save-Data), reporting it, and goes on when allowed', async () => {
    const net = fakeNetwork();
    let pause = true;
    let allow: () => void = () => undefined;
    const allowed = new Promise<void>((resolve) => (allow = resolve));
    const { all, seen } = deps(net, memoryStore(), { mustPause: () => pause, whenAllowed: () => allowed });
    const running = saveForOffline(all);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(net.pictures).toEqual([]);
    expect(seen.at(-1)?.paused).toBe(true);
    pause = false;
    allow();
    expect((await running).kind).toBe('complete');
    expect(seen.at(-1)?.paused).toBe(false);
  });

  it('reads a stored run only when it is well formed', () => {
    expect(parseSavedRun({ status: 'running', doneIds: [1], bytes: 1, total: 2, updatedAt: 3 })).toBeDefined();
    expect(parseSavedRun({ status: 'weird', doneIds: [1], bytes: 1, total: 2, updatedAt: 3 })).toBeUndefined();
    expect(parseSavedRun({ status: 'running', doneIds: ['x'], bytes: 1, total: 2, updatedAt: 3 })).toBeUndefined();
    expect(parseSavedRun(null)).toBeUndefined();
  });
});
