import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * One numbered schema change. Kysely's Migrator applies them in the order of their names
 * (`NNN-what`) and records each name in `kysely_migration`.
 */
export interface Migration {
  name: string;
  /** Written once with Kysely's schema builder; `dialect` only for the few types that differ. */
  up(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
}

/** The column types that differ between the two databases. */
export function columnTypes(dialect: Dialect) {
  return dialect === 'postgres'
    ? { uuid: 'uuid', time: 'bigint', timestamp: 'timestamptz' } as const
    : { uuid: 'text', time: 'integer', timestamp: 'text' } as const;
}
