/**
 * Where the library's changes stand: Saved on this device, Syncing, Synced, or Couldn't sync with
 * Retry (Saving first while typed text waits to be written). Offline is not an error.
 */
import { useSyncStatus } from '../use-library';

const WORDS = {
  local: 'Saved on this device',
  syncing: 'Syncing',
  synced: 'Synced',
  offline: 'Offline: changes are saved on this device',
  error: "Couldn't sync",
  'signed-out': 'Sign in to sync your library',
} as const;

export function SyncHint({ saving = false }: { saving?: boolean }) {
  const sync = useSyncStatus();
  // One live region whose words change: a new element in its place might not be announced.
  return (
    <p className={`sync-hint sync-${saving ? 'saving' : sync.state}`} role="status">
      {saving ? 'Saving' : (
        <>
          {/* Offline, the message says it all (how many changes wait, and that they are safe here). */}
          {sync.state === 'offline' && sync.message ? sync.message : WORDS[sync.state]}
          {sync.message && sync.state !== 'offline' ? `. ${sync.message}` : ''}
          {sync.state === 'error' && (
            <button type="button" className="outline sync-retry" onClick={() => sync.retry()}>Retry</button>
          )}
        </>
      )}
    </p>
  );
}
