/**
 * `npm run bench:static`: the static-files row alone (also part of `npm run bench`). Builds the
 * server and the app into a temporary folder, starts the server as the bench does, and measures
 * the app's main script (brotli, from memory) under autocannon at 50 connections against nginx
 * sending the same bytes with the same headers in the same run, A B A B. nginx is installed with
 * apt-get when missing and the run is root; otherwise the row says why it was not measured.
 * Everything listens on loopback and is stopped at the end.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeUpstream } from '../tools/fake-upstream.js';
import { againstNginx } from './against-nginx.js';
import { startBenchServer } from './bench-server.js';
import { buildApp, buildServer } from './build.js';
import { staticFilesRow } from './checks.js';
import { Cleanup } from './cleanup.js';
import { currentLoad } from './machine.js';
import { mainScriptRequest } from './main-script.js';
import { phase } from './phase.js';
import { formatTable } from './rows.js';

async function main(): Promise<boolean> {
  const cleanup = new Cleanup();
  const tmp = await mkdtemp(join(tmpdir(), 'freeplay-bench-static-'));
  cleanup.add('temporary folder', () => rm(tmp, { recursive: true, force: true }));
  const load = currentLoad();
  try {
    const report = await phase('build, start and measure the main script against nginx', 480_000, async () => {
      const root = join(tmp, 'build');
      await buildServer(root);
      const appDir = join(root, 'dist/app');
      await buildApp(appDir, '0');
      const fake = await startFakeUpstream();
      cleanup.add('fake games service', () => fake.close());
      const server = await startBenchServer({ buildRoot: root, dataDir: join(tmp, 'data'), upstreamUrl: fake.url, logFile: join(tmp, 'server.log') });
      cleanup.add(`server ${server.pid}`, () => server.stop(10_000));
      return againstNginx({ url: server.url }, join(tmp, 'nginx'), cleanup, await mainScriptRequest(appDir), 'br');
    });
    const row = staticFilesRow(report);
    console.log(`\nFreeplay bench (static files), ${new Date().toISOString()}, load ${load.toFixed(1)} at start\n`);
    console.log(formatTable([row]));
    return row.pass;
  } finally {
    await cleanup.runAll();
  }
}

main().then(
  (pass) => process.exit(pass ? 0 : 1),
  (error: unknown) => {
    console.error('bench failed:', error);
    process.exit(1);
  },
);
