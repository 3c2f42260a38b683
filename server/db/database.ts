/**
 * The opened database both repositories work on: a Kysely instance over better-sqlite3 (the
 * embedded default) or pg (DATABASE_URL), migrated to the newest schema before anyone gets it.
 */
import type { Kysely } from 'kysely';
import type { StatementRunner } from './statement-runner.js';
import type { Tables } from './tables.js';

/** Which database engine is underneath; only migrations and error codes need to know. */
export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  kysely: Kysely<Tables>;
  dialect: Dialect;
  /** Runs the hot paths' precompiled statements (statement-runner.ts) on the same database. */
  statements: StatementRunner;
  /** Closes the connection (SQLite) or the pool (PostgreSQL); the handle is unusable afterwards. */
  close(): Promise<void>;
}

/** A migration or connection problem at start: the message says what to fix. */
export class DatabaseSetupError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'DatabaseSetupError';
  }
}

interface DriverError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
}

/**
 * True when a write broke the named UNIQUE or PRIMARY KEY constraint. PostgreSQL names the
 * constraint; SQLite names the columns instead (`table.column, …` in its message).
 */
export function isUniqueViolation(error: unknown, constraint: string, sqliteColumns: string): boolean {
  const { code, constraint: named, message } = (error ?? {}) as DriverError;
  if (code === '23505') return named === constraint;
  return (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') && String(message).includes(sqliteColumns);
}

/** True when a write referred to a row that does not exist (a foreign key), on either database. */
export function isForeignKeyViolation(error: unknown): boolean {
  const { code } = (error ?? {}) as DriverError;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
