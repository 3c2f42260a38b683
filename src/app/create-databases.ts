/**
 * The app's own databases, created as it starts on any page, before a signed-in page first needs
 * one (`createDatabase` in src/lib/page-safe-store.ts says why).
 */
import {
  DIARY_DB_NAME, DIARY_STORE_NAME, LIBRARY_DB_NAME, LIBRARY_STORE_NAME, LISTS_DB_NAME, LISTS_STORE_NAME, SAVE_OFFLINE_DB_NAME, SAVE_OFFLINE_STORE_NAME,
} from '../contract/storage-names';
import { createDatabase } from '../lib/page-safe-store';

const DATABASES = [
  [LIBRARY_DB_NAME, LIBRARY_STORE_NAME],
  [LISTS_DB_NAME, LISTS_STORE_NAME],
  [DIARY_DB_NAME, DIARY_STORE_NAME],
  [SAVE_OFFLINE_DB_NAME, SAVE_OFFLINE_STORE_NAME],
] as const;

export async function createDatabases(): Promise<void> {
  await Promise.all(DATABASES.map(([dbName, storeName]) => createDatabase(dbName, storeName)));
}
