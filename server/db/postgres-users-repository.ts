import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { normaliseEmail } from '../../src/contract/auth-rules.js';
import { migratePostgres } from './migrate-postgres.js';
import { DatabaseSetupError, DuplicateEmailError, isUuid, type NewUser, type UserRecord, type UsersRepository } from './users-repository.js';

export interface PostgresOptions {
  /** A postgres:// or postgresql:// URL. */
  connectionString: string;
  /** A schema to work in (tests isolate themselves this way); the server's default search_path otherwise. */
  schema?: string;
  /** Called with errors of idle pooled connections, which would otherwise crash the process. */
  onIdleError?: (error: Error) => void;
}

const COLUMNS = 'id, email, first_name, last_name, age, password_hash';
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Connects a pg Pool, applies pending migrations and returns the users repository over it. A database
 * that cannot be reached or migrated rejects with a DatabaseSetupError that says so.
 */
export async function openPostgresUsersRepository(options: PostgresOptions): Promise<UsersRepository> {
  if (options.schema !== undefined && !SCHEMA_NAME.test(options.schema)) {
    throw new DatabaseSetupError(`"${options.schema}" is not a plain schema name`);
  }
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    options: options.schema ? `-c search_path=${options.schema}` : undefined,
    max: 10,
    connectionTimeoutMillis: 10_000,
  });
  pool.on('error', (error) => options.onIdleError?.(error));
  try {
    await migratePostgres(pool);
  } catch (error) {
    await pool.end().catch(() => undefined);
    if (error instanceof DatabaseSetupError) throw error;
    throw new DatabaseSetupError(`cannot use the PostgreSQL database at DATABASE_URL: ${(error as Error).message}`, { cause: error });
  }

  return {
    async create(user: NewUser) {
      const record: UserRecord = { ...user, id: randomUUID(), email: normaliseEmail(user.email) };
      try {
        await pool.query(
          `INSERT INTO users (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6)`,
          [record.id, record.email, record.first_name, record.last_name, record.age, record.password_hash],
        );
      } catch (error) {
        if (isUniqueEmailViolation(error)) throw new DuplicateEmailError();
        throw error;
      }
      return record;
    },
    async findByEmail(email: string) {
      const result = await pool.query<UserRecord>(`SELECT ${COLUMNS} FROM users WHERE email = $1`, [normaliseEmail(email)]);
      return result.rows[0];
    },
    async findById(id: string) {
      // A malformed id would make PostgreSQL raise on the uuid cast; it simply finds nobody.
      if (!isUuid(id)) return undefined;
      const result = await pool.query<UserRecord>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
      return result.rows[0];
    },
    async close() {
      if (!pool.ended) await pool.end();
    },
  };
}

function isUniqueEmailViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, constraint } = error as Error & { code?: string; constraint?: string };
  return code === '23505' && constraint === 'users_email_key';
}
