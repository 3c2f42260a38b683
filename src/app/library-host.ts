/** Connects the library to the session: the app composes features, which do not import each other. */
import { getSession, logout, subscribe } from '../auth/auth-store';
import type { LibraryHost } from '../library/sync-engine';

export const libraryHost: LibraryHost = {
  getSession: () => {
    const session = getSession();
    return session ? { token: session.token, userId: session.user.sub } : null;
  },
  subscribeSession: subscribe,
  // The server no longer takes this token: sign in again (the outbox stays, per user, and drains after).
  onUnauthorized: (token) => {
    if (getSession()?.token === token) logout({ ended: true });
  },
};
