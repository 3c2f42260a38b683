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
  const answer = await rawGet(`${server.url}${request.path}`, request.headers);
  if (answer.status !== 200 || answer.headers['content-encoding'] !== encoding) {
    throw new Error(`the server answered ${request.path} with ${answer.status}, encoding ${answer.headers['content-encoding'] ?? 'none'} (expected ${encoding})`);
  }
  const nginx = await startNginx(binary, dir, { path: request.path, requestHeaders: request.headers, body: answer.body, headers: answer.headers });
  const stop = cleanup.add('nginx', () => nginx.stop());
  try {
    return await compareWithNginx(server, nginx.url, answer.body.length, request);
  } finally {
    await stop();
  }
}
