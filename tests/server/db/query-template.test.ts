import { Kysely, PostgresAdapter, DummyDriver, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compileTemplate, slot } from '../../../server/db/query-template.js';
import type { Tables } from '../../../server/db/tables.js';

// Compiles only: a dialect whose driver never connects.
const db = new Kysely<Tables>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('query templates', () => {
  it('puts each named value where its placeholder was and keeps the compiled constants', () => {
    const template = compileTemplate<{ user_id: string; change: number }>(
      db
        .updateTable('library_sequences')
        .set((eb) => ({ live_entries: eb('live_entries', '+', slot<number>('change')), last_seq: 7 }))
        .where('user_id', '=', slot<string>('user_id')),
    );
    expect(template.sql).toBe('update "library_sequences" set "live_entries" = "live_entries" + $1, "last_seq" = $2 where "user_id" = $3');
    expect(template.bind({ user_id: 'u-1', change: -1 })).toEqual({ sql: template.sql, parameters: [-1, 7, 'u-1'] });
    expect(template.bind({ user_id: 'u-2', change: 1 }).parameters).toEqual([1, 7, 'u-2']);
  });

  it('fills a placeholder used twice in both places, null included', () => {
    const rating = slot<number | null>('rating');
    const template = compileTemplate<{ rating: number | null }>(
      db
        .insertInto('library_entries')
        .values({ user_id: 'u', game_id: 1, status: null, rating, note: '', created_at: 1, updated_at: 1, deleted: 0, seq: 1, status_updated_at: 1, rating_updated_at: 1, note_updated_at: 1 })
        .onConflict((conflict) => conflict.columns(['user_id', 'game_id']).doUpdateSet({ rating })),
    );
    const { parameters } = template.bind({ rating: null });
    expect(parameters).toEqual(['u', 1, null, null, '', 1, 1, 0, 1, 1, 1, 1, null]);
  });
});
