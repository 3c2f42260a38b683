/** A notice the person closed stays closed, across reloads and tabs of this device, until `reset`. */
import { useCallback, useState } from 'react';

function read(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

function write(key: string, dismissed: boolean): void {
  try {
    if (dismissed) localStorage.setItem(key, String(Date.now()));
    else localStorage.removeItem(key);
  } catch {
    // storage blocked: the dismissal lasts as long as the page
  }
}

/** [dismissed, dismiss, reset] for the notice stored under `key`. */
export function useDismissal(key: string): [boolean, () => void, () => void] {
  const [dismissed, setDismissed] = useState(() => read(key));
  const dismiss = useCallback(() => {
    write(key, true);
    setDismissed(true);
  }, [key]);
  const reset = useCallback(() => {
    write(key, false);
    setDismissed(false);
  }, [key]);
  return [dismissed, dismiss, reset];
}
