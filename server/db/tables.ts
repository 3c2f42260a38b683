/**
 * The tables as Kysely sees them (docs/architecture.md, "Data layer"). One description serves
 * SQLite and PostgreSQL: whole numbers only (no booleans, which better-sqlite3 cannot bind), and
 * PostgreSQL's BIGINT comes back as a number (see open-database.ts).
 */
import type { Generated } from 'kysely';
import type { DiaryMarker } from '../../src/contract/diary.js';
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
  /** When each field last changed (the contract's FIELD_TIME), so each merges on its own (migration 007). */
  status_updated_at: number;
  rating_updated_at: number;
  note_updated_at: number;
  /** The user's sequence number at this row's last change: the incremental pull's cursor. */
  seq: number;
}

/** The last sequence number given out per user; bumping it first also serialises a user's writes. */
interface LibrarySequencesTable {
  user_id: string;
  last_seq: number;
  /** How many of the user's entries are live (not tombstones): the entry limit's count. */
  live_entries: Generated<number>;
  /** The highest seq of the tombstones compacted away: a cursor before it starts over (migrations 008, 011). */
  compacted_seq: Generated<number>;
}

/** Operations already applied (or already lost to a newer change), by the client's op_id. */
interface LibraryOpsTable {
  user_id: string;
  op_id: string;
  processed_at: number;
}

/** One diary entry of one person (migration 009); a deleted entry stays as a tombstone. Times in ms. */
export interface DiaryEntriesTable {
  user_id: string;
  id: string;
  game_id: number;
  date: string;
  minutes: number | null;
  note: string;
  marker: DiaryMarker | null;
  created_at: number;
  updated_at: number;
  deleted: 0 | 1;
  date_updated_at: number;
  minutes_updated_at: number;
  note_updated_at: number;
  marker_updated_at: number;
  seq: number;
}

/** A person's list (migration 010); `share_id` is unique across everyone, null while private. */
export interface ListsTable {
  user_id: string;
  list_id: string;
  name: string;
  description: string;
  ranked: 0 | 1;
  created_at: number;
  updated_at: number;
  deleted: 0 | 1;
  share_id: string | null;
  seq: number;
}

/** One game in one list; position and note each keep their own change time. */
export interface ListItemsTable {
  user_id: string;
  list_id: string;
  game_id: number;
  position: string;
  note: string;
  updated_at: number;
  position_updated_at: number;
  note_updated_at: number;
  deleted: 0 | 1;
  seq: number;
}

/** Every table the server reads and writes. */
export interface Tables {
  users: UsersTable;
  library_entries: LibraryEntriesTable;
  library_sequences: LibrarySequencesTable;
  library_ops: LibraryOpsTable;
  diary_entries: DiaryEntriesTable;
  diary_sequences: LibrarySequencesTable;
  diary_ops: LibraryOpsTable;
  lists: ListsTable;
  list_items: ListItemsTable;
  list_sequences: { user_id: string; last_seq: number; compacted_seq: Generated<number> };
  list_ops: LibraryOpsTable;
}
