/**
 * `npm run bench`: builds the app and the server into a temporary folder, measures bytes, time to
 * grid in headless Chromium, throughput against nginx (the games list and the main script), sign-in cost, upstream economy, memory,
 * the library's writes and reads and the offline save, prints one row per target with PASS or MISS, and writes
 * bench/results.json (Lighthouse follows in bench/lighthouse-run.ts). Bounded to 13 minutes; everything it starts listens on loopback and is stopped at the end.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { backRow, bytesRows, economyRow, firstScreenRow, gridRow, keystrokeRow, libraryRows, memoryRow, offlineSaveRows, signinRow, spinnerRow, staticFilesRow, throughputRows, TARGETS } from './checks.js';
import { Cleanup } from './cleanup.js';
import { currentLoad, describeMachine } from './machine.js';
import { measureAll, type Measurements } from './measure-all.js';
import { progress } from './phase.js';
import { formatTable, type Row } from './rows.js';
import { kb } from './stats.js';

const LIMIT_MS = 780_000;
const RESULTS = fileURLToPath(new URL('./results.json', import.meta.url));

function rowsOf(m: Measurements): Row[] {
  const rows = bytesRows(m.bytes);
  const [jsRow] = rows;
  if (jsRow && !(m.loaded instanceof Error)) {
    jsRow.detail += `. Chromium loaded on #/all: ${kb(m.loaded.js.gzip)} JS and ${kb(m.loaded.css.gzip)} CSS gzip`;
  }
  return [
    ...rows,
    firstScreenRow('cold (no service worker)', TARGETS.firstScreenColdMs, m.cold),
    firstScreenRow('warm (service worker, IndexedDB)', TARGETS.firstScreenWarmMs, m.warm),
    firstScreenRow('offline (server stopped)', TARGETS.firstScreenOfflineMs, m.offline),
    backRow(m.back),
    gridRow('cold (no service worker)', TARGETS.coldMs, m.cold),
    gridRow('warm (service worker, IndexedDB)', TARGETS.warmMs, m.warm),
    gridRow('offline (server stopped)', TARGETS.offlineMs, m.offline),
    spinnerRow(m.spinner),
    keystrokeRow(m.keystrokes),
    ...offlineSaveRows(m.offlineSave),
    ...throughputRows(m.throughput),
    staticFilesRow(m.staticFiles),
    signinRow(m.signin),
    economyRow(m.economy),
    memoryRow(m.memory),
    ...m.library.flatMap((run) => libraryRows(run.database, run.report)),
  ];
}

/** Errors become their message in results.json. */
function plain(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (_key, item: unknown) => (item instanceof Error ? { error: item.message } : item)));
}

async function main(): Promise<void> {
  const started = Date.now();
  const loadAtStart = currentLoad();
  const cleanup = new Cleanup();
  const tmp = await mkdtemp(join(tmpdir(), 'freeplay-bench-'));
  cleanup.add('temporary folder', () => rm(tmp, { recursive: true, force: true }));

  const watchdog = setTimeout(() => {
    progress(`over the ${LIMIT_MS / 60_000}-minute limit: stopping everything`);
    void cleanup.runAll(5_000).finally(() => process.exit(1));
  }, LIMIT_MS);

  let measurements: Measurements;
  try {
    measurements = await measureAll(tmp, cleanup);
  } finally {
    await cleanup.runAll();
    clearTimeout(watchdog);
  }
  const rows = rowsOf(measurements);
  const machine = describeMachine(loadAtStart, measurements.chromiumVersion);
  const seconds = Math.round((Date.now() - started) / 1000);

  console.log(`\nFreeplay bench, ${new Date().toISOString()}, ${machine.cpus} cores (${machine.cpuModel}), load ${loadAtStart.toFixed(1)} at start, ${seconds} s\n`);
  console.log(formatTable(rows));
  const misses = rows.filter((row) => !row.pass).length;
  console.log(`\n${rows.length - misses} PASS, ${misses} MISS. KB = 1024 bytes. Written to bench/results.json.`);

  await writeFile(RESULTS, `${JSON.stringify({ date: new Date().toISOString(), durationSeconds: seconds, machine, rows, measurements: plain(measurements) }, null, 2)}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('bench failed:', error);
    process.exit(1);
  },
);
