/**
 * What the app does where an engine lacks an API (docs/browser-support.md): each API removed in
 * turn, the app's code still runs and does its fallback.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAppBadge, showAppBadge } from '../../src/lib/app-badge';
import { requestBackgroundSync, withSyncLock } from '../../src/lib/sync-triggers';
import { openTabChannel } from '../../src/library/tab-channel';
import { registerCatalogueRefresh } from '../../src/pwa/register-catalogue-refresh';
import { requestPersistentStorage } from '../../src/pwa/request-persistent-storage';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('fallbacks with the API removed', () => {
  it('Web Locks: the sync runs without a lock', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: undefined });
    await expect(withSyncLock(async () => 'drained')).resolves.toBe('drained');
  });

  it('BroadcastChannel: the library opens with a channel that tells no other tab, and throws nothing', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const channel = openTabChannel({ onChanged: vi.fn(), onDrainRequest: async () => true });
    expect(() => channel.changed('user-1')).not.toThrow();
    channel.close();
  });

  it('Background Sync: asking for one on a registration without `sync` does nothing and throws nothing', async () => {
    const ready = Promise.resolve({} as ServiceWorkerRegistration);
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { ready } });
    expect(() => requestBackgroundSync('freeplay-library')).not.toThrow();
    await ready;
  });

  it('Periodic Background Sync: no `periodicSync` on the registration, no refresh registered (the app refreshes when opened)', async () => {
    const registered = await registerCatalogueRefresh({} as ServiceWorkerRegistration, { standalone: () => true, permission: async () => 'granted' });
    expect(registered).toBe(false);
  });

  it('Badging API: no setAppBadge or clearAppBadge, in an installed app, is no error', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true, addEventListener: vi.fn(), removeEventListener: vi.fn() }));
    vi.stubGlobal('navigator', { ...navigator, setAppBadge: undefined, clearAppBadge: undefined });
    expect(() => showAppBadge(3)).not.toThrow();
    expect(() => clearAppBadge()).not.toThrow();
  });

  it('navigator.storage.persist(): not asked, not remembered as asked, no error', async () => {
    const stored = new Map<string, string>();
    const storage = { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) };
    await expect(requestPersistentStorage(storage, {})).resolves.toBeUndefined();
    expect(stored.size).toBe(0);
  });

  it('requestIdleCallback: Browse warms its search up on a timer instead', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { warmSearch } = await import('../../src/games/browse/warm-search');
    const stop = warmSearch([]);
    expect(() => vi.runAllTimers()).not.toThrow();
    stop();
  });
});
