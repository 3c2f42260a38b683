/** What screens call to change the diary; each resolves once the change is on this device (it syncs after). */
import type { DiaryFieldValues } from '../contract/diary';
import type { DiaryImportItem } from './diary-engine';
import type { DiaryChanges } from './diary-record';
import { diaryStarted, loadDiaryEngine } from './start-diary';

export const logSession = (gameId: number, values: DiaryFieldValues) => loadDiaryEngine().then((engine) => engine.log(gameId, values));
export const editSession = (id: string, changes: DiaryChanges) => loadDiaryEngine().then((engine) => engine.edit(id, changes));
export const deleteSession = (id: string) => loadDiaryEngine().then((engine) => engine.remove(id));
export const restoreSession = (id: string) => loadDiaryEngine().then((engine) => engine.restore(id));
export const logSessions = (items: readonly DiaryImportItem[]) => loadDiaryEngine().then((engine) => engine.logMany(items));

/** Signing out's Sync now: the diary changes still waiting after a pass, and why when some are. */
export const syncDiaryBeforeSignOut = (): Promise<{ pending: number; message?: string }> => (diaryStarted() ? loadDiaryEngine().then((engine) => engine.syncNow()) : Promise.resolve({ pending: 0 }));
/** After signing out: this person's synced diary and cursor leave the device; pending changes stay unless discarded. */
export const forgetDiarySignedOut = (userId: string, keepPending: boolean) => loadDiaryEngine().then((engine) => engine.forget(userId, keepPending));
