/** Whether the app runs installed (standalone window), kept current through useSyncExternalStore. */
import { useSyncExternalStore } from 'react';
import { isStandalone, standaloneMedia } from '../lib/is-standalone';

function subscribe(listener: () => void): () => void {
  const list = standaloneMedia();
  list?.addEventListener('change', listener);
  window.addEventListener('appinstalled', listener);
  return () => {
    list?.removeEventListener('change', listener);
    window.removeEventListener('appinstalled', listener);
  };
}

export function useStandalone(): boolean {
  return useSyncExternalStore(subscribe, isStandalone, () => false);
}
