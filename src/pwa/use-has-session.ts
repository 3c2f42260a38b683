/**
 * Whether a session token is stored. Another tab changes it through `storage` events; this tab's
 * sign-in and sign-out each navigate, so a hash change prompts a fresh look.
 */
import { useSyncExternalStore } from 'react';
import { TOKEN_STORAGE_KEY } from '../contract';

function subscribe(listener: () => void): () => void {
  window.addEventListener('storage', listener);
  window.addEventListener('hashchange', listener);
  return () => {
    window.removeEventListener('storage', listener);
    window.removeEventListener('hashchange', listener);
  };
}

function hasToken(): boolean {
  try {
    return Boolean(localStorage.getItem(TOKEN_STORAGE_KEY));
  } catch {
    // Storage blocked (privacy settings): no session can exist either.
    return false;
  }
}

export function useHasSession(): boolean {
  return useSyncExternalStore(subscribe, hasToken, () => false);
}
