/**
 * Registers the daily catalogue refresh (Periodic Background Sync) where the browser offers it,
 * the app is installed and the permission is granted; anywhere else it does nothing, and the
 * catalogue refreshes when the app opens (the service worker's stale-while-revalidate). Never throws.
 */
import { CATALOGUE_REFRESH_INTERVAL_MS, CATALOGUE_REFRESH_TAG } from '../contract/periodic-sync';
import { isStandalone } from '../lib/is-standalone';

interface PeriodicSyncManager {
  register(tag: string, options: { minInterval: number }): Promise<void>;
}

export interface RefreshDeps {
  standalone: () => boolean;
  /** The permission's state ('granted', 'prompt', 'denied'), or undefined when it cannot be asked. */
  permission: () => Promise<string | undefined>;
}

const browserDeps: RefreshDeps = {
  standalone: isStandalone,
  permission: async () => {
    // Not in TypeScript's PermissionName list yet.
    const status = await navigator.permissions?.query({ name: 'periodic-background-sync' as PermissionName });
    return status?.state;
  },
};

/** True when the refresh is registered. */
export async function registerCatalogueRefresh(registration: ServiceWorkerRegistration, deps: RefreshDeps = browserDeps): Promise<boolean> {
  const manager = (registration as ServiceWorkerRegistration & { periodicSync?: PeriodicSyncManager }).periodicSync;
  if (!manager || !deps.standalone()) return false;
  try {
    if ((await deps.permission()) !== 'granted') return false;
    await manager.register(CATALOGUE_REFRESH_TAG, { minInterval: CATALOGUE_REFRESH_INTERVAL_MS });
    return true;
  } catch {
    return false;
  }
}
