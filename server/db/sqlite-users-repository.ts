import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { normaliseEmail } from '../../src/contract/auth-rules.js';
import { migrateSqlite } from './migrate-sqlite.js';
import { DuplicateEmailError, isUuid, type NewUser, type UserRecord, type UsersRepository } from './users-repository.js';

/** The SQLite file's name inside DATA_DIR. */
export const SQLITE_FILE_NAME = 'freeplay.db';

const COLUMNS = 'id, email, first_name, last_name, age, password_hash';

/**
 * Opens (creating the folder and file if missing) the SQLite database at `file`, in WAL mode, applies
 * pending migrations and returns the users repository over it.
 */
export function openSqliteUsersRepository(file: string): UsersRepository {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    // Another process (a second server copy, a restart) may hold the write lock briefly.
    db.pragma('busy_timeout = 5000');
    migrateSqlite(db);
  } catch (error) {
    db.close();
    throw error;
  }

  const insert = db.prepare<[UserRecord]>(
    `INSERT INTO users (${COLUMNS}) VALUES (@id, @email, @first_name, @last_name, @age, @password_hash)`,
  );
  const byEmail = db.prepare<[string], UserRecord>(`SELECT ${COLUMNS} FROM users WHERE email = ?`);
  const byId = db.prepare<[string], UserRecord>(`SELECT ${COLUMNS} FROM users WHERE id = ?`);

  return {
    async create(user: NewUser) {
      const record: UserRecord = { ...user, id: randomUUID(), email: normaliseEmail(user.email) };
      try {
        insert.run(record);
      } catch (error) {
        if (isUniqueEmailViolation(error)) throw new DuplicateEmailError();
        throw error;
      }
      return record;
    },
    async findByEmail(email: string) {
      return byEmail.get(normaliseEmail(email));
    },
    async findById(id: string) {
      return isUuid(id) ? byId.get(id.toLowerCase()) : undefined;
    },
    async close() {
      if (db.open) db.close();
    },
  };
}

function isUniqueEmailViolation(error: unknown): boolean {
  return (
    error instanceof Database.SqliteError &&
    error.code === 'SQLITE_CONSTRAINT_UNIQUE' &&
    error.message.includes('users.email')
  );
}
