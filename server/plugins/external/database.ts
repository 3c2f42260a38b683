/**
 * The database: opens the one the settings choose (migrating it, failing loudly) or uses the one a
 * test passes, decorates the app with its repositories (and prunes the library's, the diary's and
 * the lists' old op ids and tombstones hourly), and closes it last on shutdown.
 */
import type { Database } from '../../db/database.js';
import { openDatabase, type DatabaseSettings } from '../../db/open-database.js';
import { createLibraryRepository, type LibraryRepository } from '../../db/library-repository.js';
import { createDiaryRepository, type DiaryRepository } from '../../db/diary-repository.js';
import { createUsersRepository, type UsersRepository } from '../../db/users-repository.js';
import { createListsRepository, type ListsRepository } from '../../db/lists-repository.js';
import { sql } from 'kysely';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The accounts repository (SQLite or PostgreSQL). */
    users: UsersRepository;
    /** The personal library repository (same database). */
    library: LibraryRepository;
    /** The play diary repository (same database). */
    diary: DiaryRepository;
    /** A person's lists (same database). */
    lists: ListsRepository;
  }
}

/** Applied op_ids are kept this long: a replay older than that is judged by its time alone. */
const OP_IDS_KEPT_MS = 30 * 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** Tombstones are kept this long; a device whose cursor is older starts over with a full pull (docs/decisions.md, "Pulls in pages"). */
export const TOMBSTONES_KEPT_MS = 90 * 24 * 60 * 60 * 1000;

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
    const { kysely } = database;
    app.readiness.add('the database', () => sql`select 1`.execute(kysely));
    app.decorate('users', options.users ?? createUsersRepository(database));
    const library = createLibraryRepository(database, { now: options.now });
    app.decorate('library', library);
    const diary = createDiaryRepository(database, { now: options.now });
    app.decorate('diary', diary);
    const lists = createListsRepository(database, { now: options.now });
    app.decorate('lists', lists);

    const prune = () => {
      const now = (options.now ?? Date.now)();
      library.pruneOps(now - OP_IDS_KEPT_MS).catch((error: unknown) => app.log.warn({ err: error }, 'pruning library op ids failed'));
      diary.pruneOps(now - OP_IDS_KEPT_MS).catch((error: unknown) => app.log.warn({ err: error }, 'pruning diary op ids failed'));
      lists.pruneOps(now - OP_IDS_KEPT_MS).catch((error: unknown) => app.log.warn({ err: error }, 'pruning list op ids failed'));
      library.compactTombstones(now - TOMBSTONES_KEPT_MS).catch((error: unknown) => app.log.warn({ err: error }, 'compacting library tombstones failed'));
      diary.compactTombstones(now - TOMBSTONES_KEPT_MS).catch((error: unknown) => app.log.warn({ err: error }, 'compacting diary tombstones failed'));
      lists.compactTombstones(now - TOMBSTONES_KEPT_MS).catch((error: unknown) => app.log.warn({ err: error }, 'compacting list tombstones failed'));
    };
    const timer = setInterval(prune, PRUNE_EVERY_MS).unref();
    app.addHook('onReady', async () => prune());
    app.addHook('preClose', async () => clearInterval(timer));
  },
  { name: 'database', dependencies: ['readiness'] },
);
