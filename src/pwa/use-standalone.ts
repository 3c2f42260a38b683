/** Whether the app runs installed (standalone window), kept current through useSyncExternalStore. */
import { useSyncExternalStore } from 'react';

const QUERY = '(display-mode: standalone)';

function media(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : undefined;
}

function subscribe(listener: () => void): () => void {
  const list = media();
  list?.addEventListener('change', listener);
  window.addEventListener('appinstalled', listener);
  return () => {
    list?.removeEventListener('change', listener);
    window.removeEventListener('appinstalled', listener);
  };
}

/** True in an installed app: the display-mode media query, or iOS Safari's navigator.standalone. */
function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || media()?.matches === true;
}

export function useStandalone(): boolean {
  return useSyncExternalStore(subscribe, isStandalone, () => false);
}
