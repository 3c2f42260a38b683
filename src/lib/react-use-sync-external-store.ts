/**
 * What wouter imports as use-sync-external-store's shim (aliased in vite.config.ts): React's own
 * hook (since React 18), so the bundle carries no second implementation of it.
 */
export { useSyncExternalStore } from 'react';
