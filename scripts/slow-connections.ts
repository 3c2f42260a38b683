/**
 * The slowloris attack of the soak and tests/reliability: many connections from one loopback
 * address that each send half a request and hold it, while /healthz is asked from another address.
 */
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';

/** Opens one connection from `localAddress` and sends the start of a request it never finishes. */
function slowConnection(port: number, localAddress: string): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    socket.on('error', () => undefined);
    socket.once('connect', () => {
      socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
      resolve(socket);
    });
    socket.once('close', () => resolve(socket));
  });
}

/** GET /healthz from `localAddress` on a fresh connection: its status (0 when it failed) and how long it took. */
export function healthFrom(port: number, localAddress: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status: number) => resolve({ status, ms: performance.now() - started });
    const req = request({ host: '127.0.0.1', port, path: '/healthz', localAddress, agent: false, timeout: 5_000 }, (response) => {
      response.resume();
      response.on('end', () => done(response.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => done(0));
    req.end();
  });
}

export interface SlowAttack {
  /** Connections the server kept open once the refused ones were closed. */
  held: number;
  /** Every health check: status and milliseconds. */
  checks: { status: number; ms: number }[];
  /** Closes what is still open. */
  release(): void;
}

/**
 * Opens `count` slow connections from `from` (100 at a time), waits until the refused ones are
 * closed, then, with the rest held, asks /healthz `checks` times from `checkFrom`, one after another
 * on fresh connections. The checks measure the server while the attack holds its sockets, not while
 * 1,000 connections are being opened and refused (the client's own work then is no server figure).
 */
export interface SlowAttackOptions {
  /** The attacker's loopback address (127.0.0.1 by default). */
  from?: string;
  /** The health checker's (127.0.0.2 by default). */
  checkFrom?: string;
  /** Runs once the attack is in place, before the checks (a test collects its garbage here). */
  beforeChecks?: () => void;
}

export async function slowConnections(port: number, count: number, checks: number, options: SlowAttackOptions = {}): Promise<SlowAttack> {
  const { from = '127.0.0.1', checkFrom = '127.0.0.2' } = options;
  const sockets: Socket[] = [];
  for (let opened = 0; opened < count; opened += 100) {
    sockets.push(...(await Promise.all(Array.from({ length: Math.min(100, count - opened) }, () => slowConnection(port, from)))));
  }
  const open = () => sockets.filter((socket) => !socket.destroyed).length;
  // The refused ones are closed at once; give the last closes a moment to arrive.
  const deadline = Date.now() + 2_000;
  let last = -1;
  while (open() !== last && Date.now() < deadline) {
    last = open();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // One unmeasured check first: the client's first request after the burst pays for its own
  // clean-up of the refused sockets.
  await healthFrom(port, checkFrom);
  options.beforeChecks?.();
  const results = [];
  for (let n = 0; n < checks; n += 1) results.push(await healthFrom(port, checkFrom));
  return { held: open(), checks: results, release: () => sockets.forEach((socket) => socket.destroy()) };
}
