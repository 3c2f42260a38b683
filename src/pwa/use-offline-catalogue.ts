/** Saves the offline catalogue after sign-in, when online and not in Save-Data mode; reports progress. */
import { useEffect, useState } from 'react';
import { useOnlineStatus } from '../lib/use-online-status';
import { isCatalogueDue, saveOfflineCatalogue } from './offline-catalogue';
import { isCatalogueStopped, listenForCatalogueStop, trackCatalogueRun } from './stop-offline-catalogue';
import { whenControlled } from './when-controlled';

export interface CatalogueProgress {
  done: number;
  total: number;
}

/** True when the person asked the browser to save data (Chromium's Network Information API). */
export function prefersSaveData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

export function useOfflineCatalogue(hasSession: boolean): CatalogueProgress | null {
  const online = useOnlineStatus();
  const [progress, setProgress] = useState<CatalogueProgress | null>(null);

  useEffect(() => listenForCatalogueStop(), []);

  useEffect(() => {
    if (!hasSession || !online || prefersSaveData() || isCatalogueStopped() || !isCatalogueDue(localStorage, Date.now())) return;
    const controller = new AbortController();
    const { signal } = controller;
    // A new version being activated stops the download (see stop-offline-catalogue.ts).
    trackCatalogueRun(controller);
    void whenControlled(signal)
      .then(() => saveOfflineCatalogue({
        fetch: (url, init) => fetch(url, init),
        storage: localStorage,
        now: () => Date.now(),
        onProgress: (done, total) => setProgress({ done, total }),
        signal,
      }))
      .finally(() => {
        // An abort by unmounting or a re-run leaves the progress to the next run; a stop clears it.
        if (!signal.aborted || isCatalogueStopped()) setProgress(null);
      });
    return () => controller.abort();
  }, [hasSession, online]);

  return progress;
}
