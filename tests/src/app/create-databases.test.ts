import 'fake-indexeddb/auto';
import { promisifyRequest } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { createDatabases } from '../../../src/app/create-databases';

async function storesOf(name: string): Promise<string[]> {
  const db = await promisifyRequest(indexedDB.open(name));
  const stores = [...db.objectStoreNames];
  db.close();
  return stores;
}

describe("the app's databases at start-up", () => {
  it('are created with the object store each feature reads', async () => {
    await createDatabases();
    const names = (await indexedDB.databases()).map((info) => info.name).sort();
    expect(names).toEqual(['freeplay-diary', 'freeplay-library', 'freeplay-lists', 'freeplay-offline-save']);
    expect(await Promise.all(names.map((name) => storesOf(name ?? '')))).toEqual([['entries'], ['games'], ['records'], ['state']]);
  });
});
