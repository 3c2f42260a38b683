import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.js';
import { compileTemplate, slot, type QueryTemplate } from '../../../server/db/query-template.js';
import type { TransactionPlan } from '../../../server/db/statement-runner.js';
import { createUsersRepository } from '../../../server/db/users-repository.js';
import { databaseFixtures } from '../helpers/databases.js';
import { removeTempDirs } from '../helpers/temp-dir.js';

afterAll(removeTempDirs);

for (const fixture of databaseFixtures()) {
  describe.skipIf(!fixture.available)(`statement runner on ${fixture.name}`, () => {
    let database: Database;
    let userId: string;
    let bump: QueryTemplate<{ user_id: string }>;
    let read: QueryTemplate<{ user_id: string }>;

    beforeAll(async () => {
      await fixture.setUp();
      database = await fixture.open();
      userId = (await createUsersRepository(database).create({ email: 'runner@example.com', first_name: 'Ada', last_name: 'Byron', age: 36, password_hash: 'h' })).id;
      const db = database.kysely;
      bump = compileTemplate(
        db
          .insertInto('library_sequences')
          .values({ user_id: slot<string>('user_id'), last_seq: 1 })
          .onConflict((conflict) => conflict.column('user_id').doUpdateSet((eb) => ({ last_seq: eb('library_sequences.last_seq', '+', 1) })))
          .returning(['last_seq', 'live_entries']),
      );
      read = compileTemplate(db.selectFrom('library_sequences').select(['last_seq', 'user_id']).where('user_id', '=', slot<string>('user_id')));
    });
    afterAll(() => fixture.tearDown());

    it('runs a plan step by step, handing each statement its rows as arrays, and answers what the plan returns', async () => {
      const { statements } = database;
      function* twice(): TransactionPlan<unknown[][]> {
        const first = yield bump.bind({ user_id: userId });
        const second = yield bump.bind({ user_id: userId });
        return [...first, ...second];
      }
      expect(await statements.transaction(twice)).toEqual([[1, 0], [2, 0]]);
      expect(await statements.rows(read.bind({ user_id: userId }))).toEqual([[2, userId]]);
    });

    it('rolls back every statement of a plan that throws, and the next transaction works', async () => {
      const { statements } = database;
      function* failing(): TransactionPlan<never> {
        yield bump.bind({ user_id: userId });
        throw new Error('refused half-way');
      }
      await expect(statements.transaction(failing)).rejects.toThrow('refused half-way');
      expect(await statements.rows(read.bind({ user_id: userId }))).toEqual([[2, userId]]);
      function* once(): TransactionPlan<unknown[][]> {
        return yield bump.bind({ user_id: userId });
      }
      expect(await statements.transaction(once)).toEqual([[3, 0]]);
    });
  });
}
