/** The plugin tree declares what each plugin needs: a route plugin registered without it fails at start, naming it. */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { gamesCataloguePlugin } from '../../server/plugins/app/games-catalogue.js';
import { gamesRoutes } from '../../server/routes/api/games.js';
import { userRoutes } from '../../server/routes/user/user-routes.js';

describe('plugin dependencies', () => {
  it('refuse to start the account routes without the database, auth and rate limits', async () => {
    const app = Fastify({ logger: false });
    app.register(userRoutes);
    await expect(app.ready()).rejects.toThrow(/dependency 'database' of plugin 'user-routes'/);
    await app.close();
  });

  it('refuse to start the games routes without the games catalogue', async () => {
    const app = Fastify({ logger: false });
    app.register(gamesRoutes);
    await expect(app.ready()).rejects.toThrow(/dependency 'games-catalogue' of plugin 'games-api-routes'/);
    await app.close();
  });

  it('refuse to start the games catalogue without the games service it wraps', async () => {
    const app = Fastify({ logger: false });
    app.register(gamesCataloguePlugin, {});
    await expect(app.ready()).rejects.toThrow(/dependency 'games-upstream' of plugin 'games-catalogue'/);
    await app.close();
  });
});
