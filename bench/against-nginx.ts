/**
 * One server answer against nginx serving the same bytes with the same headers: takes the server's
 * answer to the request, starts nginx with it (bench/nginx.ts), runs the legs of throughput.ts and
 * stops nginx. Fails with the reason, never crashes the bench, when nginx is absent and cannot be
 * installed, or the server's answer is not the one expected.
 */
import type { Cleanup } from './cleanup.js';
import { ensureNginx, startNginx } from './nginx.js';
import { rawGet } from './raw-get.js';
import { compareWithNginx, type LoadRequest, type Target, type ThroughputReport } from './throughput.js';

export async function againstNginx(server: Target, dir: string, cleanup: Cleanup, request: LoadRequest, encoding: string): Promise<ThroughputReport> {
  const binary = await ensureNginx();
  const served = await rawGet(`${server.url}${request.path}`, request.headers);
  if (served.status !== 200 || served.headers['content-encoding'] !== encoding) {
    throw new Error(`the server answered ${request.path} with ${served.status}, encoding ${served.headers['content-encoding'] ?? 'none'} (expected ${encoding})`);
  }
  const nginx = await startNginx(binary, dir, { path: request.path, requestHeaders: request.headers, body: served.body, headers: served.headers });
  const stop = cleanup.add('nginx', () => nginx.stop());
  try {
    return await compareWithNginx(server, nginx.url, served.body.length, request);
  } finally {
    await stop();
  }
}
