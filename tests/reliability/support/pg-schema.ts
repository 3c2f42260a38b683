/**
 * A fresh PostgreSQL schema for server processes: its DATABASE_URL carries
 * `options=-c search_path=<schema>`, which the server's pg pool passes on, so the server migrates and
 * works inside it (as tests/server/helpers isolates its repositories) and the schema is dropped after.
 */
import { randomBytes } from 'node:crypto';
import { adminQuery, TEST_DATABASE_URL } from '../../server/helpers/databases.js';

export interface PgSchema {
  name: string;
  /** TEST_DATABASE_URL working in this schema. */
  url: string;
  /** The emails in the schema's users table. */
  emails(): Promise<string[]>;
  drop(): Promise<void>;
}

/** Creates an empty schema on TEST_DATABASE_URL (which must be set). */
export async function createPgSchema(): Promise<PgSchema> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `rel_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE SCHEMA ${name}`);
  const separator = TEST_DATABASE_URL.includes('?') ? '&' : '?';
  return {
    name,
    url: `${TEST_DATABASE_URL}${separator}options=${encodeURIComponent(`-c search_path=${name}`)}`,
    async emails() {
      const result = await adminQuery(`SELECT email FROM ${name}.users ORDER BY email`);
      return result.rows.map((row: { email: string }) => row.email);
    },
    async drop() {
      await adminQuery(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
    },
  };
}
