// The merge rule is written twice: in TypeScript (the contract's library-merge.ts, which SQLite runs)
// and in PostgreSQL's library_apply (migration 007). Random operations, ties and removals included,
// go through both; every answer and the final library must be the same.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIBRARY_STATUSES, type LibraryOp } from '../../../src/contract/library.js';
import type { Database } from '../../../server/db/database.js';
import { createLibraryRepository, type LibraryRepository } from '../../../server/db/library-repository.js';
import { createUsersRepository } from '../../../server/db/users-repository.js';
import { databaseFixtures } from '../helpers/databases.js';
import { removeTempDirs } from '../helpers/temp-dir.js';

const NOW = 1_000_000;
const time = fc.integer({ min: NOW - 40, max: NOW + 5 }); // a small range, so ties and clamps are common
const putOp = fc.record(
  {
    game_id: fc.constantFrom(1, 2),
    status: fc.constantFrom(...LIBRARY_STATUSES),
    rating: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
    note: fc.constantFrom('', 'a', 'b'),
    rating_updated_at: time,
    updated_at: time,
  },
  { requiredKeys: ['game_id', 'updated_at'] },
).filter((op) => op.status !== undefined || op.rating !== undefined || op.note !== undefined);
const op = fc.oneof(
  putOp.map((fields) => ({ op: 'put' as const, ...fields })),
  fc.record({ op: fc.constant('delete' as const), game_id: fc.constantFrom(1, 2), updated_at: time }),
);

type Outcome = { entry: unknown } | { error: string };

async function run(library: LibraryRepository, userId: string, ops: readonly LibraryOp[]) {
  const answers: Outcome[] = [];
  for (const each of ops) answers.push(await library.apply(userId, each).then((entry) => ({ entry }), (error: Error) => ({ error: error.name })));
  return { answers, stored: (await library.list(userId, 0)).entries };
}

afterAll(removeTempDirs);

const [sqlite, postgres] = databaseFixtures();

describe.skipIf(!postgres?.available)('the merge rule on SQLite and on PostgreSQL', () => {
  const opened: Database[] = [];
  beforeAll(async () => {
    for (const fixture of [sqlite, postgres]) {
      await fixture?.setUp();
      if (fixture) opened.push(await fixture.open());
    }
  });
  afterAll(async () => {
    await sqlite?.tearDown();
    await postgres?.tearDown();
  });

  it('answers the same and stores the same for any operations in any order', async () => {
    let users = 0;
    const libraries = opened.map((database) => createLibraryRepository(database, { now: () => NOW, maxEntries: 10 }));
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (raw) => {
        const ops = raw.map((each, index) => ({ ...each, op_id: `op-${index}` }) as LibraryOp);
        const email = `parity${++users}-${Date.now()}@example.com`;
        const outcomes = [];
        for (const [index, database] of opened.entries()) {
          const user = await createUsersRepository(database).create({ email, first_name: 'A', last_name: 'B', age: 30, password_hash: 'h' });
          outcomes.push(await run(libraries[index] as LibraryRepository, user.id, ops));
        }
        expect(outcomes[1]).toEqual(outcomes[0]);
      }),
      { numRuns: 60 },
    );
  });
});
