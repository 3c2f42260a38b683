/** The plugin tree declares what each plugin needs: a route plugin registered without it fails at start, naming it. */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { gamesRoutes } from '../../server/routes/api/games.js';
import { userRoutes } from '../../server/routes/user/user-routes.js';

describe('plugin dependencies', () => {
  it('refuse to start the account routes without the database, auth and rate limits', async () => {
    const app = Fastify({ logger: false });
    app.register(userRoutes);
    await expect(app.ready()).rejects.toThrow(/dependency 'database' of plugin 'user-routes'/);
    await app.close();
  });

  it('refuse to start the games routes without the games plugin', async () => {
    const app = Fastify({ logger: false });
    app.register(gamesRoutes);
    await expect(app.ready()).rejects.toThrow(/dependency 'games' of plugin 'games-api-routes'/);
    await app.close();
  });
});
