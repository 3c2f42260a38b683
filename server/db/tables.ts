/**
 * The tables as Kysely sees them (docs/architecture.md, "Data layer"). One description serves
 * SQLite and PostgreSQL: whole numbers only (no booleans, which better-sqlite3 cannot bind), and
 * PostgreSQL's BIGINT comes back as a number (see open-database.ts).
 */
import type { Generated } from 'kysely';
import type { LibraryStatus } from '../../src/contract/library.js';

/** An account; `email` is stored normalised and is unique (constraint users_email_key). */
interface UsersTable {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  age: number;
  password_hash: string;
  created_at: Generated<string>;
}

/**
 * One game in one person's library; a removal stays as a tombstone (deleted = 1). Times in ms.
 * The row also keeps the entry's JSON in `entry_json`, which triggers write (migration 005) and only
 * the page query reads, so it is not listed here.
 */
export interface LibraryEntriesTable {
  user_id: string;
  game_id: number;
  status: LibraryStatus | null;
  rating: number | null;
  note: string;
  created_at: number;
  updated_at: number;
  deleted: 0 | 1;
  /** The user's sequence number at this row's last change: the incremental pull's cursor. */
  seq: number;
}

/** The last sequence number given out per user; bumping it first also serialises a user's writes. */
interface LibrarySequencesTable {
  user_id: string;
  last_seq: number;
  /** How many of the user's entries are live (not tombstones): the entry limit's count. */
  live_entries: Generated<number>;
}

/** Operations already applied (or already lost to a newer change), by the client's op_id. */
interface LibraryOpsTable {
  user_id: string;
  op_id: string;
  processed_at: number;
}

/** Every table the server reads and writes. */
export interface Tables {
  users: UsersTable;
  library_entries: LibraryEntriesTable;
  library_sequences: LibrarySequencesTable;
  library_ops: LibraryOpsTable;
}
