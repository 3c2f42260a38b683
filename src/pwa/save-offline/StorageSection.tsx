/**
 * My Games' Storage section: how much this device keeps offline for Freeplay, whether the browser
 * keeps it persistently (with the request to), "Save for offline", and clearing the offline copies
 * (never the library's unsynced changes: see clear-offline-copies.ts).
 */
import { useCallback, useEffect, useState } from 'react';
import { clearOfflineCopies } from './clear-offline-copies';
import { formatBytes } from '../../contract';
import { SaveOffline } from './SaveOffline';
import { saveViewStore } from './offline-save-store';
import './save-offline.css';

interface Usage {
  usage: number | undefined;
  quota: number | undefined;
  persisted: boolean | undefined;
}

async function readUsage(manager: StorageManager | undefined): Promise<Usage> {
  const estimate = typeof manager?.estimate === 'function' ? await manager.estimate().catch(() => undefined) : undefined;
  const persisted = typeof manager?.persisted === 'function' ? await manager.persisted().catch(() => undefined) : undefined;
  return { usage: estimate?.usage, quota: estimate?.quota, persisted };
}

export function StorageSection() {
  const [usage, setUsage] = useState<Usage | undefined>();
  const [message, setMessage] = useState('');
  const [clearing, setClearing] = useState(false);
  const refresh = useCallback(() => {
    void readUsage(navigator.storage).then(setUsage);
  }, []);

  useEffect(refresh, [refresh]);
  // The figures follow each finished save.
  useEffect(() => saveViewStore.subscribe(() => {
    if (saveViewStore.get().phase === 'finished') refresh();
  }), [refresh]);

  const persist = async () => {
    const granted = await navigator.storage.persist().catch(() => false);
    setMessage(granted ? 'The browser now keeps Freeplay’s offline copies until you clear them.' : 'The browser declined: it may still clear the offline copies when space runs low.');
    refresh();
  };

  const clearCopies = async () => {
    setClearing(true);
    try {
      await clearOfflineCopies();
      setMessage('Offline copies cleared. Your library, and any change still waiting to sync, is kept.');
    } catch {
      setMessage('Some offline copies could not be cleared. Try again.');
    } finally {
      setClearing(false);
      refresh();
    }
  };

  return (
    <section className="storage-section" aria-labelledby="storage-heading">
      <h2 id="storage-heading">Storage</h2>
      <p className="storage-usage">
        {usage === undefined ? 'Reading what this device keeps…' : usage.usage === undefined
          ? 'This browser does not say how much it keeps offline.'
          : `This device keeps ${formatBytes(usage.usage)} offline for Freeplay${usage.quota === undefined ? '' : ` (of ${formatBytes(usage.quota)} it allows)`}.`}
      </p>
      {/* Always there, so the lines below never move when the answer comes. */}
      <p className="storage-persisted">
        {usage === undefined ? '\u00a0' : usage.persisted === undefined
          ? 'This browser does not say whether it keeps storage persistently.'
          : usage.persisted
            ? 'Storage is persistent: the browser keeps it until you clear it.'
            : 'Storage is not persistent: the browser may clear it when space runs low.'}
        {usage?.persisted === false && typeof navigator.storage?.persist === 'function' && (
          <button type="button" className="secondary outline" onClick={() => void persist()}>Keep storage persistently</button>
        )}
      </p>
      <SaveOffline />
      <p>
        <button type="button" className="secondary outline" disabled={clearing} onClick={() => void clearCopies()}>Clear offline copies</button>
      </p>
      <p className="storage-message" role="status">{message}</p>
    </section>
  );
}
