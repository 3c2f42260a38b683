/**
 * The one line `npm start` prints for people once the server listens, before its log lines: the
 * address to open. A loopback or any-address listener is shown as localhost, which a browser on
 * this machine opens either way.
 */
const SHOWN_AS_LOCALHOST = new Set(['127.0.0.1', '::1', '0.0.0.0', '::', 'localhost']);

/** "Freeplay is ready on http://localhost:8080" for the address Fastify reports (`http://127.0.0.1:8080`). */
export function readyLine(listening: string): string {
  const url = new URL(listening);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const shown = SHOWN_AS_LOCALHOST.has(host) ? 'localhost' : url.hostname;
  return `Freeplay is ready on http://${shown}:${url.port}`;
}
