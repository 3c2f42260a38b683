/**
 * What wouter imports as use-sync-external-store's shim (aliased in vite.config.ts): React 19's own
 * hook, so the bundle carries no second implementation of it.
 */
export { useSyncExternalStore } from 'react';
