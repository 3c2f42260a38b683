// Re-importing our own export changes nothing: no write, every entry byte-identical, the status-change dates included.
import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogueGame } from '../../../../src/contract';
import { libraryStore, resetLibraryStore } from '../../../../src/library/library-store';
import { libraryCsv, libraryJson } from '../../../../src/library/transfer/export-library';
import { planImport } from '../../../../src/library/transfer/import-plan';
import { matchTitles } from '../../../../src/library/transfer/match-titles';
import { readImport } from '../../../../src/library/transfer/read-import';
import { indexGames } from '../../games/browse/index-games';
import { engineHarness } from '../engine-harness';

const games = indexGames();
const byId = new Map<number, CatalogueGame>(games.map((game) => [game.id, game]));

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  resetLibraryStore();
});

async function trackedLibrary() {
  const harness = engineHarness();
  stop = () => harness.engine.stop();
  const { engine, signIn } = harness;
  signIn('ada');
  await expect.poll(() => libraryStore.get().ready).toBe(true);
  const [first, second, third] = games;
  if (!first || !second || !third) throw new Error('too few games');
  await engine.edit(first.id, { kind: 'status', status: 'played' });
  await engine.edit(first.id, { kind: 'rating', rating: 4 });
  await engine.edit(first.id, { kind: 'note', note: '=SUM(A1), "quoted", and\na second line' });
  await engine.edit(second.id, { kind: 'status', status: 'want' });
  await engine.edit(second.id, { kind: 'status', status: 'playing' });
  await engine.edit(second.id, { kind: 'note', note: 'after the status' });
  await engine.edit(third.id, { kind: 'status', status: 'dropped' });
  await expect.poll(() => libraryStore.get().sync.state).toBe('synced');
  return harness;
}

describe('re-importing our own export', () => {
  it.each([
    ['JSON', (entries: Parameters<typeof libraryJson>[0]) => libraryJson(entries, byId, new Date())],
    ['CSV', (entries: Parameters<typeof libraryCsv>[0]) => libraryCsv(entries, byId)],
  ])('%s: zero changes, and every stored entry stays byte-identical', async (_format, exportAs) => {
    const { engine, db } = await trackedLibrary();
    const before = await db.load('ada');
    const live = libraryStore.get().live;
    const read = readImport(exportAs(live));
    if (!read.ok) throw new Error(read.message);
    const plan = planImport(matchTitles(read.rows, games), new Map(), new Set(), new Map(live.map((entry) => [entry.game_id, entry])));
    expect(plan.outcomes.map((outcome) => outcome.kind)).toEqual(['same', 'same', 'same']);
    expect(plan.items).toEqual([]);
    await engine.importEntries(plan.items);
    const after = await db.load('ada');
    expect(JSON.stringify([...after.records])).toBe(JSON.stringify([...before.records]));
    // Even written straight through, every row of the file leaves its entry as it was.
    await engine.importEntries(read.rows.map((row, at) => ({ game_id: live[at]?.game_id ?? 0, status: row.status, rating: row.rating, note: row.note, created_at: row.createdAt, updated_at: row.updatedAt })));
    expect(JSON.stringify([...(await db.load('ada')).records])).toBe(JSON.stringify([...before.records]));
  });
});
