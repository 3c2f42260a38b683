// The pull in pages: the client asks again from each page's cursor while `more` is true, and a
// `reset` page (its cursor was older than the tombstones the server keeps) starts over as a full
// pull, after which stored games no page named are forgotten.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { LibraryEntry, LibraryPage } from '../../../src/contract';
import type { LibraryApi } from '../../../src/library/library-api';
import { createLibraryDb } from '../../../src/library/library-db';
import { pullChanges } from '../../../src/library/sync-run';

const entry = (game_id: number, fields: Partial<LibraryEntry> = {}): LibraryEntry => ({ game_id, status: 'want', rating: null, note: '', created_at: 1, updated_at: 1, deleted: false, ...fields });
let databases = 0;

function scripted(pages: LibraryPage[]) {
  const asked: (string | undefined)[] = [];
  const api: LibraryApi = {
    pull: async (_token, cursor) => {
      asked.push(cursor);
      const page = pages.shift();
      if (!page) throw new Error('asked for a page the script does not have');
      return page;
    },
    push: async () => [],
  };
  return { api, asked };
}

async function pull(db: ReturnType<typeof createLibraryDb>, api: LibraryApi) {
  await pullChanges({ db, api, userId: 'ada', token: 't', written: () => undefined });
  const { records, cursor } = await db.load('ada');
  return { games: [...records.keys()].sort((a, b) => a - b), cursor };
}

describe('pulling in pages', () => {
  it('asks again from each cursor while more is true, and keeps the last cursor', async () => {
    const db = createLibraryDb(`pages-${++databases}`);
    const { api, asked } = scripted([
      { entries: [entry(1), entry(2)], cursor: '2', more: true },
      { entries: [entry(3)], cursor: '3', more: true },
      { entries: [], cursor: '3', more: false },
    ]);
    expect(await pull(db, api)).toEqual({ games: [1, 2, 3], cursor: '3' });
    expect(asked).toEqual([undefined, '2', '3']);
  });

  it('a reset starts over: games no page of the full pull named are forgotten, unless a change of ours waits', async () => {
    const db = createLibraryDb(`pages-${++databases}`);
    await pull(db, scripted([{ entries: [entry(1), entry(2), entry(3)], cursor: '9', more: false }]).api);
    await db.mutate('ada', [4], () => ({ put: [{ entry: entry(4), opId: 'mine', changedElsewhere: false }], result: undefined }));
    const { api, asked } = scripted([
      { entries: [entry(1)], cursor: '20', more: true, reset: true },
      { entries: [entry(3, { updated_at: 5, status_updated_at: 5, rating_updated_at: 5, note_updated_at: 5, status: 'played' })], cursor: '31', more: false },
    ]);
    const after = await pull(db, api);
    expect(asked).toEqual(['9', '20']);
    // 2 was removed while the tombstones this cursor needed were compacted away; 4 waits to be sent.
    expect(after).toEqual({ games: [1, 3, 4], cursor: '31' });
  });

  it('a full pull cut short keeps no cursor, so the next one starts over', async () => {
    const db = createLibraryDb(`pages-${++databases}`);
    const pages: LibraryPage[] = [{ entries: [entry(1)], cursor: '5', more: true }];
    await expect(pull(db, scripted(pages).api)).rejects.toThrow(/does not have/);
    expect((await db.load('ada')).cursor).toBeUndefined();
  });
});
