/**
 * `npm run bench:keystrokes`: the Browse key-press row alone, with the first-route bytes (about two
 * minutes): builds the server and the app (no list spinner), serves them against the fake games
 * service, waits for the full catalogue index, prepares a profile as a first visit does (service
 * worker, offline catalogue), then types. Everything listens on loopback and is stopped at the end.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSession } from '../tools/account.js';
import { launchChromium } from '../tools/chromium.js';
import { startFakeUpstream } from '../tools/fake-upstream.js';
import { startBenchServer } from './bench-server.js';
import { gridUrl } from './browser-runs.js';
import { buildApp, buildServer } from './build.js';
import { measureBytes } from './bytes.js';
import { bytesRows, keystrokeRow } from './checks.js';
import { Cleanup } from './cleanup.js';
import { keystrokesToPaint } from './keystroke-paint.js';
import { currentLoad } from './machine.js';
import { formatTable } from './rows.js';
import { preparedContext } from './time-to-grid.js';

/** Waits until the server answers the full catalogue index, not the partial one (at most 60 s). */
async function fullIndex(serverUrl: string): Promise<number> {
  for (let tries = 0; tries < 120; tries += 1) {
    const response = await fetch(`${serverUrl}/api/catalogue`, { signal: AbortSignal.timeout(10_000) });
    const index = (await response.json()) as { partial?: boolean; games?: unknown[] };
    if (response.ok && index.partial !== true) return index.games?.length ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the catalogue index was not built within 60 s');
}

async function main(): Promise<void> {
  const loadAtStart = currentLoad();
  const cleanup = new Cleanup();
  const tmp = await mkdtemp(join(tmpdir(), 'freeplay-bench-keys-'));
  cleanup.add('temporary folder', () => rm(tmp, { recursive: true, force: true }));
  try {
    const root = join(tmp, 'build');
    await buildServer(root);
    await buildApp(join(root, 'dist/app'), '0');
    const bytes = await measureBytes(join(root, 'dist/app'));
    const fake = await startFakeUpstream();
    cleanup.add('fake games service', () => fake.close());
    const server = await startBenchServer({ buildRoot: root, dataDir: join(tmp, 'data'), upstreamUrl: fake.url, logFile: join(tmp, 'server.log') });
    cleanup.add(`server ${server.pid}`, () => server.stop(10_000));
    const games = await fullIndex(server.url);
    const browser = await launchChromium(['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost']);
    cleanup.add('chromium', () => browser.close());
    const context = await preparedContext(browser, gridUrl(server.url), { token: (await createSession(server.url)).token, cards: games });
    const report = await keystrokesToPaint(context, server.url);
    const rows = [...bytesRows(bytes), keystrokeRow(report)];
    console.log(`\nFreeplay Browse key-press bench, ${new Date().toISOString()}, load ${loadAtStart.toFixed(1)} at start\n`);
    console.log(formatTable(rows));
    process.exitCode = rows.every((row) => row.pass) ? 0 : 1;
  } finally {
    await cleanup.runAll();
  }
}

void main();
