/**
 * Idle and half-sent connections are closed soon: a keep-alive connection idle for 5 s, and a
 * request whose headers have not all arrived within 10 s (they lived about 72 s before).
 */
import { once } from 'node:events';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { listeningTestApp } from './helpers/listen.js';

/** Opens a connection, sends `text`, and resolves with how long the server kept it open after that. */
async function heldFor(port: number, text: string): Promise<number> {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.resume();
  await once(socket, 'connect');
  const started = Date.now();
  socket.write(text);
  await once(socket, 'close');
  return Date.now() - started;
}

describe('connection timeouts', () => {
  const server = listeningTestApp();

  it('close an idle keep-alive connection after 5 s and half-sent headers after 10 s', async () => {
    const [idle, halfSent] = await Promise.all([
      heldFor(server.port, 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'),
      heldFor(server.port, 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: '),
    ]);
    expect(idle).toBeGreaterThanOrEqual(4_500);
    expect(idle).toBeLessThan(7_000);
    expect(halfSent).toBeGreaterThanOrEqual(9_500);
    expect(halfSent).toBeLessThan(12_500);
  }, 20_000);
});
