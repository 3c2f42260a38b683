import { join } from 'node:path';
import { openPostgresUsersRepository } from './postgres-users-repository.js';
import { openSqliteUsersRepository, SQLITE_FILE_NAME } from './sqlite-users-repository.js';
import type { UsersRepository } from './users-repository.js';

export interface DatabaseSettings {
  dataDir: string;
  databaseUrl?: string;
}

/** The repository the settings ask for: PostgreSQL when DATABASE_URL is set, SQLite in DATA_DIR otherwise. */
export async function openUsersRepository(
  settings: DatabaseSettings,
  onIdleError?: (error: Error) => void,
): Promise<UsersRepository> {
  if (settings.databaseUrl) {
    return openPostgresUsersRepository({ connectionString: settings.databaseUrl, onIdleError });
  }
  return openSqliteUsersRepository(join(settings.dataDir, SQLITE_FILE_NAME));
}
