/**
 * Signing out (docs/architecture.md, "Signing out"): the session ends at once, then the person's
 * synced library records, diary entries and lists (with their pull cursors and saved shared lists)
 * are removed from this device's IndexedDB. Changes not yet synced stay under their account for
 * their next sign-in here, unless they chose to discard them. Each feature forgets its own; this
 * module only composes them, since features do not import each other.
 */
import { getSession, logout } from '../auth/auth-store';
import { forgetDiarySignedOut, syncDiaryBeforeSignOut } from '../diary/diary-actions';
import { diaryStore } from '../diary/diary-store';
import { forgetSignedOut, syncBeforeSignOut } from '../library/library-actions';
import { libraryStore } from '../library/library-store';
import { forgetListsSignedOut, syncListsBeforeSignOut } from '../lists/start-lists';
import { listsStore } from '../lists/lists-store';

export type SignOutChoice = 'synced' | 'keep' | 'discard';

/** Changes made on this device that no server has yet, over the library, the diary and the lists. */
export function unsyncedChanges(): number {
  return libraryStore.get().sync.pending + diaryStore.get().pending + listsStore.get().sync.pending;
}

/** The dialog's Sync now: a pass of each, past its back-off; what still waits after them, and why. */
export async function syncAllBeforeSignOut(): Promise<{ pending: number; message?: string }> {
  const outcomes = await Promise.all([syncBeforeSignOut(), syncDiaryBeforeSignOut(), syncListsBeforeSignOut()]);
  const pending = outcomes.reduce((sum, outcome) => sum + outcome.pending, 0);
  return { pending, message: outcomes.find((outcome) => outcome.pending > 0 && outcome.message)?.message };
}

export function signOut(choice: SignOutChoice): void {
  const userId = getSession()?.user.sub;
  logout();
  if (!userId) return;
  // Pending changes go only when discarded: 'synced' keeps any the page had not loaded yet.
  const keepPending = choice !== 'discard';
  // Nothing to forget when a feature never started (no engine): then it stored nothing either.
  for (const forget of [forgetSignedOut, forgetDiarySignedOut, forgetListsSignedOut]) void forget(userId, keepPending).catch(() => undefined);
}
