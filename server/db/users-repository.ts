/**
 * The accounts table, one implementation for SQLite and PostgreSQL over Kysely. Route handlers only
 * see this interface, never SQL.
 */
import { randomUUID } from 'node:crypto';
import { normaliseEmail } from '../../src/contract/auth-rules.js';
import { isUniqueViolation, type Database } from './database.js';

/** What sign-up stores; the email is normalised (trimmed, lower-cased) by the repository. */
export interface NewUser {
  email: string;
  first_name: string;
  last_name: string;
  age: number;
  password_hash: string;
}

/** A stored account. `id` is a UUID: the token's `sub`. */
interface UserRecord extends NewUser {
  id: string;
}

export interface UsersRepository {
  /** Stores a new account; throws DuplicateEmailError when the email is taken (a database constraint decides). */
  create(user: NewUser): Promise<UserRecord>;
  /** The account with this email (normalised before the lookup), if any. */
  findByEmail(email: string): Promise<UserRecord | undefined>;
  /** The account with this id, if any; an id that is not a UUID finds nothing. */
  findById(id: string): Promise<UserRecord | undefined>;
}

/** Sign-up with an email that is already registered. */
export class DuplicateEmailError extends Error {
  constructor() {
    super('email already registered');
    this.name = 'DuplicateEmailError';
  }
}

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for the canonical textual form of a UUID. */
function isUuid(value: string): boolean {
  return UUID_SHAPE.test(value);
}

const COLUMNS = ['id', 'email', 'first_name', 'last_name', 'age', 'password_hash'] as const;

export function createUsersRepository({ kysely: db }: Database): UsersRepository {
  const select = () => db.selectFrom('users').select(COLUMNS);
  return {
    async create(user) {
      const record: UserRecord = { ...user, id: randomUUID(), email: normaliseEmail(user.email) };
      try {
        await db.insertInto('users').values(record).execute();
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_key', 'users.email')) throw new DuplicateEmailError();
        throw error;
      }
      return record;
    },
    findByEmail: (email) => select().where('email', '=', normaliseEmail(email)).executeTakeFirst(),
    // A malformed id would make PostgreSQL raise on the uuid cast; it simply finds nobody. Stored ids are lower case.
    findById: async (id) => (isUuid(id) ? select().where('id', '=', id.toLowerCase()).executeTakeFirst() : undefined),
  };
}
