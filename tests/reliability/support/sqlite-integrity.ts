/** What SQLite's own check says of the database in a server's DATA_DIR: ['ok'] when it is sound. */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SQLITE_FILE_NAME } from '../../../server/db/open-database.js';

export function sqliteIntegrity(dataDir: string): string[] {
  const db = new Database(join(dataDir, SQLITE_FILE_NAME), { fileMustExist: true });
  try {
    return db.prepare<[], string>('PRAGMA integrity_check').pluck().all();
  } finally {
    db.close();
  }
}
