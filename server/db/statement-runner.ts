/**
 * Runs precompiled statements (query-template.ts) on the hot paths, rows as arrays of column
 * values in the order the query selects them. SQLite: better-sqlite3 statements prepared once per
 * database, and a whole transaction run synchronously (nothing else can interleave with it, and it
 * costs no promise per statement). PostgreSQL: one pooled client per transaction, every statement
 * prepared once per connection (a named statement), so the server plans it once.
 */
import type { Database as SqliteHandle, Statement as SqliteStatement } from 'better-sqlite3';
import type { Pool } from 'pg';
import type { Statement } from './query-template.js';

type Rows = unknown[][];

/** A transaction's steps: each yielded statement runs in turn and its rows come back; the return value is the transaction's. */
export type TransactionPlan<T> = Generator<Statement, T, Rows>;

export interface StatementRunner {
  /** One statement on its own (its own transaction). */
  rows(statement: Statement): Promise<Rows>;
  /** Runs the plan in one transaction that holds the write lock from its start (SQLite: BEGIN IMMEDIATE); anything it throws rolls it back. */
  transaction<T>(plan: () => TransactionPlan<T>): Promise<T>;
}

/**
 * SQLite. The transaction runs synchronously, so it must never start while a Kysely transaction is
 * open on the same handle (it would join it): the repositories open none at run time; migrations
 * finish before anyone gets the database.
 */
export function sqliteStatementRunner(sqlite: SqliteHandle): StatementRunner {
  const prepared = new Map<string, SqliteStatement>();
  function run({ sql, parameters }: Statement): Rows {
    let statement = prepared.get(sql);
    if (!statement) prepared.set(sql, (statement = sqlite.prepare(sql)));
    if (!statement.reader) {
      statement.run(...parameters);
      return [];
    }
    return statement.raw(true).all(...parameters) as Rows;
  }
  const inTransaction = sqlite.transaction((plan: TransactionPlan<unknown>): unknown => {
    let step = plan.next();
    while (!step.done) step = plan.next(run(step.value));
    return step.value;
  });
  return {
    rows: async (statement) => run(statement),
    // The plan's own return type: better-sqlite3's typing of transaction() cannot carry it through.
    transaction: async <T>(plan: () => TransactionPlan<T>) => inTransaction.immediate(plan()) as T,
  };
}

/** PostgreSQL: a statement's name is given by its SQL, the same on every connection of the pool. */
export function postgresStatementRunner(pool: Pool): StatementRunner {
  const names = new Map<string, string>();
  const nameOf = (sql: string): string => {
    let name = names.get(sql);
    if (!name) names.set(sql, (name = `freeplay_${names.size + 1}`));
    return name;
  };
  const config = ({ sql, parameters }: Statement) => ({ name: nameOf(sql), text: sql, values: [...parameters], rowMode: 'array' as const });
  return {
    rows: async (statement) => (await pool.query(config(statement))).rows,
    async transaction(plan) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const steps = plan();
        let step = steps.next();
        while (!step.done) step = steps.next((await client.query(config(step.value))).rows);
        await client.query('COMMIT');
        return step.value;
      } catch (error) {
        // A connection that cannot even roll back is dropped from the pool rather than reused.
        await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
        throw error;
      } finally {
        client.release(broken);
      }
    },
  };
}
