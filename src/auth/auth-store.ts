/**
 * The session: a small store mirroring localStorage `token`. A token counts only while it decodes
 * into the claims we expect and its `exp` has not passed; anything else is removed and read as none.
 * Every read goes back to localStorage, so all tabs, the store and the tests share one truth.
 */
import { useSyncExternalStore } from 'react';
import { jwtDecode } from 'jwt-decode';
import { mask } from '../contract/struct-checks.js';
import { PATHS, TOKEN_STORAGE_KEY, TokenClaims } from '../contract';
import { hashTarget, navigateHash } from '../lib/use-hash-route';
import { handOffToLogin, returnablePath } from './login-handoff';

export interface Session {
  token: string;
  user: TokenClaims;
}

// setTimeout takes at most a signed 32-bit delay; longer waits are re-armed when they fire.
const MAX_TIMER_MS = 2 ** 31 - 1;

let cached: { token: string | null; session: Session | null } = { token: null, session: null };
const listeners = new Set<() => void>();
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

/** The token's claims when it decodes as a JWT carrying them (extra claims ignored), else undefined. */
function decodeToken(token: string): TokenClaims | undefined {
  try {
    return mask(jwtDecode<unknown>(token), TokenClaims);
  } catch {
    return undefined;
  }
}

function isLive(user: TokenClaims): boolean {
  return user.exp * 1000 > Date.now();
}

function readStorage(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null; // storage blocked (privacy mode): no session
  }
}

function removeStoredToken(): void {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // nothing stored that could be removed
  }
}

/** Tells the login page that a session ended, and which page the person was on. */
function noteSessionEnded(): void {
  handOffToLogin({ kind: 'session-ended', returnTo: returnablePath(hashTarget()) });
}

/**
 * The current session or null. A malformed or expired stored token is removed on the way; an
 * expired one also leaves the login page its "session has ended" note.
 */
export function getSession(): Session | null {
  const token = readStorage();
  if (token !== cached.token) {
    const user = token === null ? undefined : decodeToken(token);
    cached = { token, session: token !== null && user ? { token, user } : null };
  }
  if (cached.token !== null && (cached.session === null || !isLive(cached.session.user))) {
    const expired = cached.session !== null;
    removeStoredToken();
    cached = { token: null, session: null };
    if (expired) noteSessionEnded();
  }
  return cached.session;
}

function armExpiryTimer(): void {
  clearTimeout(expiryTimer);
  expiryTimer = undefined;
  const session = getSession();
  if (!session || listeners.size === 0) return;
  const delay = Math.min(Math.max(session.user.exp * 1000 - Date.now(), 0), MAX_TIMER_MS);
  expiryTimer = setTimeout(emit, delay);
}

function emit(): void {
  armExpiryTimer();
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  // key null means another tab cleared all of storage
  if (event.key === TOKEN_STORAGE_KEY || event.key === null) emit();
}

/** Subscribes to session changes: this tab's sign-in and logout, other tabs', and expiry. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('storage', onStorage);
    armExpiryTimer();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('storage', onStorage);
      clearTimeout(expiryTimer);
      expiryTimer = undefined;
    }
  };
}

/**
 * Stores a token the server sent and makes it the session. Returns the user, or undefined (and
 * stores nothing) when the token does not decode or has already expired.
 */
export function signIn(token: string): TokenClaims | undefined {
  const user = decodeToken(token);
  if (!user || !isLive(user)) return undefined;
  try {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    return undefined; // storage blocked: a session we cannot keep is no session
  }
  emit();
  return user;
}

/**
 * Ends the session in this tab (others follow through the storage event) and goes to /login.
 * `ended`: the server refused the token, so the login page says so and leads back here afterwards.
 */
export function logout({ ended = false }: { ended?: boolean } = {}): void {
  if (ended) noteSessionEnded();
  removeStoredToken();
  emit();
  // The app's own navigation, so a search still waiting for its typing pause cannot land after /login.
  navigateHash(PATHS.login, { replace: true });
}

/** The current session for components; re-renders on every change. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}
