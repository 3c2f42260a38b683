import type { Migration } from './migration.js';

/** Accounts. The email is stored normalised, so the UNIQUE constraint is what makes it unique. */
export const usersMigration: Migration = {
  id: 1,
  name: 'users',
  sqlite: `
    CREATE TABLE users (
      id TEXT PRIMARY KEY NOT NULL,
      email TEXT NOT NULL,
      first_name TEXT NOT NULL,
      last_name TEXT NOT NULL,
      age INTEGER NOT NULL CHECK (age BETWEEN 0 AND 200),
      password_hash TEXT NOT NULL,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      CONSTRAINT users_email_key UNIQUE (email)
    ) STRICT;
  `,
  postgres: `
    CREATE TABLE users (
      id UUID PRIMARY KEY,
      email TEXT NOT NULL,
      first_name TEXT NOT NULL,
      last_name TEXT NOT NULL,
      age INTEGER NOT NULL CHECK (age BETWEEN 0 AND 200),
      password_hash TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      CONSTRAINT users_email_key UNIQUE (email)
    );
  `,
};
