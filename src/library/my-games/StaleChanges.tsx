/**
 * My Games' notice for changes waiting more than a day (stale-changes.ts): how many, why they are
 * still here, Retry to send them now, and Export to keep a copy meanwhile.
 */
import { useMemo } from 'react';
import type { SyncStatus } from '../library-store';
import { useLibraryRecords, useSyncStatus } from '../use-library';
import { staleChangeCount, staleChangesText } from './stale-changes';

/** Why the changes are still on this device, as far as the last sync knows. */
function reason(sync: SyncStatus): string {
  if (sync.message) return sync.message;
  if (sync.state === 'syncing') return 'Syncing now.';
  if (sync.state === 'signed-out') return 'Sign in to sync them.';
  if (sync.state === 'offline') return "You're offline.";
  return 'They go out at the next sync.';
}

export function StaleChanges({ now = Date.now }: { now?: () => number }) {
  const records = useLibraryRecords();
  const sync = useSyncStatus();
  const count = useMemo(() => staleChangeCount(records.values(), now()), [records, now]);
  if (count === 0) return null;
  return (
    <div className="stale-changes" role="status">
      <p>
        <strong>{staleChangesText(count)}</strong> {reason(sync)} Press Retry to send them now, or keep a copy with Export JSON below.
      </p>
      <button type="button" className="outline" onClick={() => sync.retry()}>Retry</button>
    </div>
  );
}
