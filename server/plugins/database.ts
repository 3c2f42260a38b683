/**
 * The database: opens the repository the settings choose (migrating it, failing loudly) or uses the
 * one a test passes, decorates the app with it as `users`, and closes it last on shutdown.
 */
import { openUsersRepository, type DatabaseSettings } from '../db/open-users-repository.js';
import type { UsersRepository } from '../db/users-repository.js';
import { namedPlugin } from './named-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The accounts repository (SQLite or PostgreSQL). */
    users: UsersRepository;
  }
}

export interface DatabasePluginOptions extends DatabaseSettings {
  /** A repository to use instead of opening one; the caller keeps it and closes it. */
  users?: UsersRepository;
}

export const databasePlugin = namedPlugin<DatabasePluginOptions>(
  'database',
  async (app, options) => {
    let users = options.users;
    if (!users) {
      const opened = await openUsersRepository(options, (error) => app.log.warn({ err: error }, 'idle database connection failed'));
      // onClose runs after the server has stopped and in-flight requests have finished.
      app.addHook('onClose', async () => opened.close());
      users = opened;
    }
    app.decorate('users', users);
  },
  { shared: true },
);
