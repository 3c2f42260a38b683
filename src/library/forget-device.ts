/**
 * What signing out leaves on this device (docs/architecture.md, "Signing out"): the person's
 * synced records and pull cursor go; changes not yet synced stay, under their account only, for
 * their next sign-in here, unless they chose to discard them.
 */
import type { LibraryDb } from './library-db';

export async function forgetDevice(db: LibraryDb, userId: string, keepPending: boolean): Promise<void> {
  await db.mutate(userId, 'all', (stored) => {
    const remove = [...stored.values()].filter((record) => !keepPending || record.opId === undefined).map((record) => record.entry.game_id);
    return { remove, cursor: null, result: undefined };
  });
}
