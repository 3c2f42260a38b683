// My Games' Storage section: what the device keeps, persistence, the space Save for offline needs, and clearing the offline copies.
import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, get, keys, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_DB_NAME, API_STORE_NAME, THUMBNAIL_CACHE_NAME, SCREENSHOT_CACHE_NAME } from '../../../src/contract';
import { LIBRARY_DB_NAME } from '../../../src/library/library-db';
import { OFFLINE_CATALOGUE_KEY } from '../../../src/pwa/offline-catalogue';
import { idbSavedRunStore } from '../../../src/pwa/save-offline/saved-run';
import { StorageSection } from '../../../src/pwa/save-offline/StorageSection';

const MB = 1024 * 1024;
/** What each of this catalogue's pictures takes, as small as the demo catalogue's. */
const PICTURE_BYTES = 900;
const persist = vi.fn(async () => true);
let persisted = false;
const deleted: string[] = [];

function catalogue(count: number) {
  const games = Array.from({ length: count }, (_, index) => ({
    id: index + 1, title: `Game ${index + 1}`, thumbnail: `/thumbnails/${index + 1}`, short_description: 'x', game_url: 'https://example.test/play',
    genre: 'Shooter', platform: 'PC (Windows)', publisher: 'P', developer: 'D', release_date: '2020-01-01', freetogame_profile_url: 'https://example.test/g',
    tags: [], rank: { popularity: index + 1, relevance: index + 1 },
  }));
  return { generated_at: '2026-01-01T00:00:00Z', source: 'demo', tags: [], games };
}

beforeEach(() => {
  persisted = false;
  persist.mockImplementation(async () => (persisted = true));
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: { estimate: async () => ({ usage: 12 * MB, quota: 500 * MB }), persisted: async () => persisted, persist },
  });
  vi.stubGlobal('caches', { delete: async (name: string) => (deleted.push(name), true) });
  vi.stubGlobal('fetch', vi.fn(async (url: string) => (url.startsWith('/thumbnails/') ? new Response(null, { headers: { 'content-length': String(PICTURE_BYTES) } }) : Response.json(catalogue(400)))));
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'storage');
  deleted.length = 0;
  persist.mockReset();
});

describe('Storage section', () => {
  it('says how much the device keeps offline and whether storage is persistent, and asks to make it so', async () => {
    render(<StorageSection />);
    expect(await screen.findByText('This device keeps 12.0 MB offline for Freeplay (of 500 MB it allows).')).toBeInTheDocument();
    expect(await screen.findByText(/Storage is not persistent/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep storage persistently' }));
    expect(persist).toHaveBeenCalledOnce();
    expect(await screen.findByText(/Storage is persistent/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Keep storage persistently' })).toBeNull();
  });

  it('before saving for offline, says how much space it will take and what is free', async () => {
    render(<StorageSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save for offline' }));
    // 400 pictures of 900 bytes, measured on a few of them (not a fixed 20 KB guess); 500 MB allowed, 12 MB used.
    expect(await screen.findByText(/It will take about 352 KB for 400 games’ pictures; 488 MB is free for Freeplay on this device\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start saving' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Not yet' }));
    expect(await screen.findByRole('button', { name: 'Save for offline' })).toBeInTheDocument();
  });

  it('clears the stored responses, the image caches and the saved-run record, never the library and its unsynced changes', async () => {
    const api = createStore(API_DB_NAME, API_STORE_NAME);
    await set('/api/games', { storedAt: 1 }, api);
    await set(['text', '/api/games'], '[]', api);
    const library = createStore(LIBRARY_DB_NAME, 'games');
    const pending = { entry: { game_id: 5, status: 'playing' }, opId: 'op-1', changedElsewhere: false };
    await set(['game', 'user-1', 5], pending, library);
    await idbSavedRunStore.save({ status: 'complete', doneIds: [1, 2], bytes: 10, total: 2, updatedAt: 1 });
    localStorage.setItem(OFFLINE_CATALOGUE_KEY, '1');

    render(<StorageSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear offline copies' }));
    expect(await screen.findByText('Offline copies cleared. Your library, and any change still waiting to sync, is kept.')).toBeInTheDocument();

    expect(await keys(api)).toEqual([]);
    expect(deleted.sort()).toEqual([SCREENSHOT_CACHE_NAME, THUMBNAIL_CACHE_NAME].sort());
    expect(await idbSavedRunStore.load()).toBeUndefined();
    expect(localStorage.getItem(OFFLINE_CATALOGUE_KEY)).toBeNull();
    expect(await get(['game', 'user-1', 5], library)).toEqual(pending);
  });
});
