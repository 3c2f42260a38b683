/** One line on where the lists stand: saved on this device, syncing, synced, offline, or why not; and a refused change. */
import { Alert } from '../../ui/Alert';
import { useLists } from '../lists-store';

const WORDS = { synced: 'Synced', local: 'Saved on this device', syncing: 'Syncing…', offline: 'Offline: changes are saved on this device', error: "Couldn't sync", 'signed-out': '' } as const;

export function ListsSyncLine() {
  const { sync, refusal } = useLists();
  return (
    <>
      <p className="lists-sync" role="status">
        {WORDS[sync.state]}
        {sync.message ? `: ${sync.message}` : ''}
      </p>
      {refusal && <Alert>A change couldn&apos;t be saved on the server: {refusal}</Alert>}
    </>
  );
}
