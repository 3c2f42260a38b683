/**
 * `npm run bench:lighthouse` (also the last part of `npm run bench`): builds the server and the
 * production app into a temporary folder, serves them with the demo catalogue, signs up an account
 * and runs Lighthouse 12 (bench/lighthouse.ts), then prints the rows with PASS or MISS and writes
 * bench/lighthouse-results.json. LIGHTHOUSE_PAGES=list,pick keeps the pages whose label holds one
 * of the words. Bounded to 90 minutes (each audit takes 20 to 60 s on a 2-core machine, 48 audits in all);
 * everything listens on loopback.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSession } from '../tools/account.js';
import { startBenchServer } from './bench-server.js';
import { buildApp, buildServer } from './build.js';
import { lighthouseRows } from './checks.js';
import { Cleanup } from './cleanup.js';
import { auditAll, auditTargets, killAuditBrowsers, LIGHTHOUSE_RUNS } from './lighthouse.js';
import { currentLoad, describeMachine } from './machine.js';
import { phase, progress } from './phase.js';
import { formatTable } from './rows.js';

const LIMIT_MS = 90 * 60_000;
const RESULTS = fileURLToPath(new URL('./lighthouse-results.json', import.meta.url));

async function main(): Promise<void> {
  const started = Date.now();
  const loadAtStart = currentLoad();
  const cleanup = new Cleanup();
  const tmp = await mkdtemp(join(tmpdir(), 'freeplay-lighthouse-'));
  cleanup.add('temporary folder', () => rm(tmp, { recursive: true, force: true }));
  cleanup.add('chromium', async () => killAuditBrowsers());
  // Stopped by hand (Ctrl+C): the Chromium, the server and the folder go too.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanup.runAll(5_000).finally(() => process.exit(130)));
  const watchdog = setTimeout(() => {
    progress(`over the ${LIMIT_MS / 60_000}-minute limit: stopping everything`);
    void cleanup.runAll(5_000).finally(() => process.exit(1));
  }, LIMIT_MS);

  let reports;
  try {
    const root = join(tmp, 'build');
    const built = await phase('build the server and the production app', 300_000, async () => {
      await buildServer(root);
      await buildApp(join(root, 'dist/app'), undefined);
    });
    if (built instanceof Error) throw built;
    const server = await startBenchServer({ buildRoot: root, dataDir: join(tmp, 'data'), upstreamUrl: 'http://127.0.0.1:9', logFile: join(tmp, 'server.log'), gamesSource: 'demo' });
    cleanup.add(`server ${server.pid}`, () => server.stop(10_000));
    const { token } = await createSession(server.url, 'lighthouse');
    const games = (await (await fetch(`${server.url}/api/games`)).json()) as { id: number }[];
    const detailId = games[0]?.id;
    if (detailId === undefined) throw new Error('the demo catalogue answered no games');
    // LIGHTHOUSE_PAGES=list,pick keeps the pages whose label holds one of the words.
    const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
    const targets = auditTargets(detailId).filter((target) => !only || only.some((word) => target.label.includes(word)));
    reports = await phase(`Lighthouse: ${targets.length} pages x 2 presets x ${LIGHTHOUSE_RUNS} runs`, LIMIT_MS - 360_000, () => auditAll(server.url, targets, token, LIGHTHOUSE_RUNS, (report) => {
      const m = report.median;
      progress(`${report.preset} ${report.target.label}: performance ${m.performance}, TBT ${Math.round(m.tbtMs)} ms, CLS ${m.cls.toFixed(3)}, a11y ${m.accessibility}, best practices ${m.bestPractices} (load average ${currentLoad().toFixed(1)})`);
    }));
  } finally {
    await cleanup.runAll();
    clearTimeout(watchdog);
  }
  // Lighthouse's simulated throttling multiplies the task times this machine shows: its load goes beside every row.
  const loadAtEnd = currentLoad();
  const rows = lighthouseRows(reports).map((row) => ({ ...row, detail: `${row.detail}; load average ${loadAtStart.toFixed(1)} at the start, ${loadAtEnd.toFixed(1)} at the end` }));
  const machine = describeMachine(loadAtStart, undefined);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`\nFreeplay Lighthouse bench, ${new Date().toISOString()}, ${machine.cpus} cores (${machine.cpuModel}), load ${loadAtStart.toFixed(1)} at start and ${loadAtEnd.toFixed(1)} at the end, ${seconds} s\n`);
  console.log(formatTable(rows));
  const misses = rows.filter((row) => !row.pass).length;
  console.log(`\n${rows.length - misses} PASS, ${misses} MISS. Written to bench/lighthouse-results.json.`);
  await writeFile(RESULTS, `${JSON.stringify({ date: new Date().toISOString(), durationSeconds: seconds, machine, rows, reports: reports instanceof Error ? { error: reports.message } : reports }, null, 2)}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('bench failed:', error);
    process.exit(1);
  },
);
