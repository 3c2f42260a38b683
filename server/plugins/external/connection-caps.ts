/**
 * Caps concurrent connections per client address (IPv6 by its /64), so that one host cannot hold
 * every socket the process may open (slowloris). Past the cap a new connection is closed at once,
 * before any of it is read. The address is the socket's: behind a reverse proxy every connection
 * comes from the proxy, so there the proxy caps per client and this cap is raised or off (README).
 */
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import { rateLimitAddress } from '../../security/client-address.js';

export interface ConnectionCapsOptions {
  /** Most open connections per address; 0 turns the cap off. */
  maxPerAddress: number;
}

export const connectionCapsPlugin = fp<ConnectionCapsOptions>(
  async (app, { maxPerAddress }) => {
    if (maxPerAddress <= 0) return;
    const open = new Map<string, number>();
    app.server.on('connection', (socket: Socket) => {
      const key = rateLimitAddress(socket.remoteAddress ?? '');
      const count = open.get(key) ?? 0;
      if (count >= maxPerAddress) {
        socket.destroy();
        return;
      }
      open.set(key, count + 1);
      socket.once('close', () => {
        const left = (open.get(key) ?? 1) - 1;
        if (left > 0) open.set(key, left);
        else open.delete(key);
      });
    });
  },
  { name: 'connection-caps' },
);
