/** Wires the games service in: the client for `GAMES_SOURCE`, its rate gate and the image fetcher. */
import fp from 'fastify-plugin';
import { createGamesUpstream, type GamesUpstream, type GamesUpstreamOptions } from '../../games/upstream/games-upstream.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The games service as this server reaches it (none for the demo source). */
    gamesUpstream: GamesUpstream;
  }
}

export const gamesUpstreamPlugin = fp<GamesUpstreamOptions>(async (fastify, options) => {
  const upstream = createGamesUpstream(options);
  // Requests queued at the gate are answered at once at shutdown; onClose only stops background checks.
  fastify.addHook('preClose', async () => upstream.drain());
  fastify.addHook('onClose', async () => upstream.close());
  fastify.decorate('gamesUpstream', upstream);
}, { name: 'games-upstream' });
