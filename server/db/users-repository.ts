/**
 * The one storage interface of accounts. SQLite and PostgreSQL each implement it; route handlers
 * only see this, never SQL.
 */

/** What sign-up stores; the email is normalised (trimmed, lower-cased) by the repository. */
export interface NewUser {
  email: string;
  first_name: string;
  last_name: string;
  age: number;
  password_hash: string;
}

/** A stored account. `id` is a UUID: the token's `sub`. */
export interface UserRecord extends NewUser {
  id: string;
}

export interface UsersRepository {
  /** Stores a new account; throws DuplicateEmailError when the email is taken (a database constraint decides). */
  create(user: NewUser): Promise<UserRecord>;
  /** The account with this email (normalised before the lookup), if any. */
  findByEmail(email: string): Promise<UserRecord | undefined>;
  /** The account with this id, if any; an id that is not a UUID finds nothing. */
  findById(id: string): Promise<UserRecord | undefined>;
  /** Releases the database; the repository is unusable afterwards. */
  close(): Promise<void>;
}

/** Sign-up with an email that is already registered. */
export class DuplicateEmailError extends Error {
  constructor() {
    super('email already registered');
    this.name = 'DuplicateEmailError';
  }
}

/** A migration or connection problem at start: the message says what to fix. */
export class DatabaseSetupError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'DatabaseSetupError';
  }
}

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for the canonical textual form of a UUID. */
export function isUuid(value: string): boolean {
  return UUID_SHAPE.test(value);
}
