/**
 * Asks once (after the first sign-in) that the browser keep our stored catalogue when space runs
 * low, instead of evicting it silently.
 */
import { PERSIST_ASKED_KEY } from '../contract/storage-names';

export { PERSIST_ASKED_KEY };

export async function requestPersistentStorage(
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
  manager: Partial<Pick<StorageManager, 'persist'>> | undefined = navigator.storage,
): Promise<void> {
  if (storage.getItem(PERSIST_ASKED_KEY) !== null || typeof manager?.persist !== 'function') return;
  storage.setItem(PERSIST_ASKED_KEY, String(Date.now()));
  // A refusal is fine: the data then stays as long as the browser allows.
  await manager.persist().catch(() => false);
}
