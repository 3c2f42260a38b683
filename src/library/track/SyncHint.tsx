/** Where the library's changes stand: Saved on this device, Syncing, Synced, or Couldn't sync with Retry. Offline is not an error. */
import { useSyncStatus } from '../use-library';

const WORDS = {
  local: 'Saved on this device',
  syncing: 'Syncing',
  synced: 'Synced',
  offline: 'Offline: changes are saved on this device',
  error: "Couldn't sync",
  'signed-out': 'Sign in to sync your library',
} as const;

export function SyncHint() {
  const sync = useSyncStatus();
  return (
    <p className={`sync-hint sync-${sync.state}`} role="status">
      {/* Offline, the message says it all (how many changes wait, and that they are safe here). */}
      {sync.state === 'offline' && sync.message ? sync.message : WORDS[sync.state]}
      {sync.message && sync.state !== 'offline' ? `. ${sync.message}` : ''}
      {sync.state === 'error' && (
        <button type="button" className="outline sync-retry" onClick={() => sync.retry()}>Retry</button>
      )}
    </p>
  );
}
