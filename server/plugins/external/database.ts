/**
 * The database: opens the one the settings choose (migrating it, failing loudly) or uses the one a
 * test passes, decorates the app with its repositories (and prunes the library's old op ids
 * hourly), and closes it last on shutdown.
 */
import type { Database } from '../../db/database.js';
import { openDatabase, type DatabaseSettings } from '../../db/open-database.js';
import { createLibraryRepository, type LibraryRepository } from '../../db/library-repository.js';
import { createUsersRepository, type UsersRepository } from '../../db/users-repository.js';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The accounts repository (SQLite or PostgreSQL). */
    users: UsersRepository;
    /** The personal library repository (same database). */
    library: LibraryRepository;
  }
}

/** Applied op_ids are kept this long: a replay older than that is judged by its time alone. */
const OP_IDS_KEPT_MS = 30 * 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface DatabasePluginOptions extends DatabaseSettings {
  /** An opened database to use instead of opening one; the caller keeps it and closes it. */
  database?: Database;
  /** An accounts repository to use instead of the database's own (tests make it fail). */
  users?: UsersRepository;
  /** The server's clock (ms), which library change times are clamped to. */
  now?: () => number;
}

export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, options) => {
    let database = options.database;
    if (!database) {
      const opened = await openDatabase({ ...options, onIdleError: (error) => app.log.warn({ err: error }, 'idle database connection failed') });
      // onClose runs after the server has stopped and in-flight requests have finished.
      app.addHook('onClose', () => opened.close());
      database = opened;
    }
    app.decorate('users', options.users ?? createUsersRepository(database));
    const library = createLibraryRepository(database, { now: options.now });
    app.decorate('library', library);

    const prune = () => {
      library.pruneOps((options.now ?? Date.now)() - OP_IDS_KEPT_MS).catch((error: unknown) => app.log.warn({ err: error }, 'pruning library op ids failed'));
    };
    const timer = setInterval(prune, PRUNE_EVERY_MS).unref();
    app.addHook('onReady', async () => prune());
    app.addHook('preClose', async () => clearInterval(timer));
  },
  { name: 'database' },
);
