/**
 * The diary on screen: an in-memory snapshot of the signed-in person's entries that pages read
 * through useSyncExternalStore, filled and kept by the engine (diary-engine.ts).
 */
import { createStore, useStore } from '../lib/create-store';
import type { DiaryRecord } from './diary-record';

export interface DiaryState {
  /** Loaded from this device's store for the signed-in person. */
  ready: boolean;
  /** Live entries, newest day first (and, within a day, the latest logged first). */
  records: readonly DiaryRecord[];
  /** Changes made here that the server has not yet taken. */
  pending: number;
  /** Why the last sync did not finish, in words for the person. */
  problem?: string;
}

export const diaryStore = createStore<DiaryState>({ ready: false, records: [], pending: 0 });

export function useDiary(): DiaryState {
  return useStore(diaryStore);
}

/** Newest day first; within a day, the latest logged first. */
function byNewest(a: DiaryRecord, b: DiaryRecord): number {
  return a.entry.date === b.entry.date ? b.entry.created_at - a.entry.created_at : a.entry.date < b.entry.date ? 1 : -1;
}

export function publishRecords(all: Iterable<DiaryRecord>, problem?: string): void {
  const list = [...all];
  const records = list.filter((record) => !record.entry.deleted).sort(byNewest);
  diaryStore.set({ ready: true, records, pending: list.filter((record) => record.pending).length, ...(problem ? { problem } : {}) });
}
