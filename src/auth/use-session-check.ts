/** Checks the stored session with the server once per app start, as soon as the browser is online. */
import { useEffect } from 'react';
import { verifySession } from './verify-session';

export function useSessionCheck(): void {
  useEffect(() => {
    const controller = new AbortController();
    const check = () => void verifySession(controller.signal);
    if (navigator.onLine) {
      check();
    } else {
      window.addEventListener('online', check, { once: true });
    }
    return () => {
      controller.abort();
      window.removeEventListener('online', check);
    };
  }, []);
}
