/**
 * What the login page says when it opens: the session ended (and which page to go back to once
 * signed in again), or an account was just created (and its email, to fill in). Kept in this tab's
 * sessionStorage, so a reload of the login page still shows it; signing in clears it.
 */
import { PATHS } from '../contract';
import { LOGIN_HANDOFF_KEY } from '../contract/storage-names';

export type LoginHandoff =
  | { kind: 'session-ended'; returnTo: string | undefined }
  | { kind: 'registered'; email: string }
  /** A signed-out visitor opened a page that needs a session (a shared list's link): back there after signing in. */
  | { kind: 'sign-in-first'; returnTo: string | undefined };

export const SESSION_ENDED_TEXT = 'Your session has ended. Please sign in again.';
export const ACCOUNT_CREATED_TEXT = 'Account created. Sign in to continue.';
export const SIGN_IN_FIRST_TEXT = 'Sign in to open the page you followed a link to.';

const KEY = LOGIN_HANDOFF_KEY;

/** A page of the app worth returning to: a hash path of ours, and not one of the guest pages. */
export function returnablePath(path: string): string | undefined {
  if (!/^\/(?!\/)[^\s\\]*$/.test(path) || path.length > 500) return undefined;
  const bare = path.split('?')[0];
  return bare === PATHS.login || bare === PATHS.register ? undefined : path;
}

/** Leaves a note for the login page; any earlier note is replaced. */
export function handOffToLogin(note: LoginHandoff): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(note));
  } catch {
    // storage blocked: the login page then opens plain
  }
}

/** The note left for the login page, if a readable one is there. */
export function readLoginHandoff(): LoginHandoff | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const note = parsed as Record<string, unknown>;
  if (note.kind === 'registered' && typeof note.email === 'string') return { kind: 'registered', email: note.email.slice(0, 254) };
  if (note.kind === 'session-ended' || note.kind === 'sign-in-first') {
    return { kind: note.kind, returnTo: typeof note.returnTo === 'string' ? returnablePath(note.returnTo) : undefined };
  }
  return null;
}

export function clearLoginHandoff(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored that could be removed
  }
}
