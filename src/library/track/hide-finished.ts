/**
 * "Hide games I've played or dropped": on or off per device, kept in localStorage. Reading it
 * never throws (storage may be blocked); the switch then works for the visit only.
 */
import { createStore, useStore } from '../../lib/create-store';
import { HIDE_FINISHED_KEY } from '../../contract/storage-names';

const KEY = HIDE_FINISHED_KEY;

function read(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export const hideFinishedStore = createStore(read());

export function setHideFinished(on: boolean): void {
  hideFinishedStore.set(on);
  try {
    if (on) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Blocked storage: the choice holds for this visit.
  }
}

export function useHideFinished(): boolean {
  return useStore(hideFinishedStore);
}
