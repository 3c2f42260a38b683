/**
 * `npm run bench:keystrokes`: the Browse key-press row alone, with the first-route bytes (about two
 * minutes): builds the server and the app (no list spinner), serves them against the fake games
 * service, waits for the full catalogue index, prepares a profile as a first visit does (service
 * worker, offline catalogue), then types. Everything listens on loopback and is stopped at the end.
 */
import { join } from 'node:path';
import { createSession } from '../tools/account.js';
import { fullCatalogueIds, startAppStack } from './app-stack.js';
import { gridUrl } from './browser-runs.js';
import { measureBytes } from './bytes.js';
import { bytesRows, keystrokeRow } from './checks.js';
import { Cleanup } from './cleanup.js';
import { keystrokesToPaint } from './keystroke-paint.js';
import { currentLoad } from './machine.js';
import { formatTable } from './rows.js';
import { preparedContext } from './time-to-grid.js';

async function main(): Promise<void> {
  const loadAtStart = currentLoad();
  const cleanup = new Cleanup();
  try {
    const { root, server, browser } = await startAppStack(cleanup, 'keys');
    const bytes = await measureBytes(join(root, 'dist/app'));
    const games = (await fullCatalogueIds(server.url)).length;
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
