/**
 * `npm run bench:lighthouse` (also the last part of `npm run bench`): builds the server and the
 * production app into a temporary folder, serves them with the demo catalogue, signs up an account
 * and runs Lighthouse 12 (bench/lighthouse.ts), then prints the rows with PASS or MISS and writes
 * bench/lighthouse-results.json. LIGHTHOUSE_PAGES=list,pick keeps the pages whose label holds one
 * of the words; LIGHTHOUSE_PRESETS=mobile keeps one preset. With LIGHTHOUSE_AGAINST=<git ref> that
 * commit's app is audited too, served by the same server build, the two alternating page by page
 * (A B, then B A), and its figures printed beside this tree's. Bounded to 90 minutes (each audit
 * takes 20 to 60 s on a 2-core machine, 48 audits in all); everything listens on loopback.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDemoApp } from './bench-server.js';
import { buildApp, buildServer } from './build.js';
import { buildAppAtRef } from './build-ref.js';
import { lighthouseRows } from './checks.js';
import { Cleanup } from './cleanup.js';
import { auditAll, auditTargets, killAuditBrowsers, LIGHTHOUSE_RUNS, PRESETS, type PageReport } from './lighthouse.js';
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

  const presets = PRESETS.filter((preset) => !process.env.LIGHTHOUSE_PRESETS || process.env.LIGHTHOUSE_PRESETS.split(',').includes(preset));
  const against = process.env.LIGHTHOUSE_AGAINST;
  let reports;
  const againstReports: PageReport[] = [];
  try {
    const root = join(tmp, 'build');
    const built = await phase('build the server and the production app', 300_000, async () => {
      await buildServer(root);
      await buildApp(join(root, 'dist/app'), undefined);
    });
    if (built instanceof Error) throw built;
    const server = await startDemoApp(root, tmp, 'lighthouse', cleanup);
    if (against) progress(`build the app at ${against}`);
    const other = against ? await startDemoApp(root, tmp, 'lighthouse-against', cleanup, await buildAppAtRef(against, join(tmp, 'against'))) : undefined;
    const games = (await (await fetch(`${server.url}/api/games`)).json()) as { id: number }[];
    const detailId = games[0]?.id;
    if (detailId === undefined) throw new Error('the demo catalogue answered no games');
    // LIGHTHOUSE_PAGES=list,pick keeps the pages whose label holds one of the words.
    const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
    const targets = auditTargets(detailId).filter((target) => !only || only.some((word) => target.label.includes(word)));
    const heard = (build: string) => (report: PageReport) => {
      const m = report.median;
      progress(`${build}${report.preset} ${report.target.label}: performance ${m.performance}, TBT ${Math.round(m.tbtMs)} ms, CLS ${m.cls.toFixed(3)}, a11y ${m.accessibility}, best practices ${m.bestPractices} (load average ${currentLoad().toFixed(1)})`);
    };
    reports = await phase(`Lighthouse: ${targets.length} pages x ${presets.length} presets x ${LIGHTHOUSE_RUNS} runs${other ? ', two builds' : ''}`, LIMIT_MS - 360_000, async () => {
      if (!other) return auditAll(server.url, targets, server.token, LIGHTHOUSE_RUNS, heard(''), presets);
      const mine: PageReport[] = [];
      for (const [index, target] of targets.entries()) {
        const auditMine = async () => mine.push(...(await auditAll(server.url, [target], server.token, LIGHTHOUSE_RUNS, heard('this tree: '), presets)));
        const auditOther = async () => againstReports.push(...(await auditAll(other.url, [target], other.token, LIGHTHOUSE_RUNS, heard(`${against}: `), presets)));
        // A B, then B A: neither build always goes first.
        for (const audit of index % 2 === 0 ? [auditOther, auditMine] : [auditMine, auditOther]) await audit();
      }
      return mine;
    });
  } finally {
    await cleanup.runAll();
    clearTimeout(watchdog);
  }
  // Lighthouse's simulated throttling multiplies the task times this machine shows: its load goes beside every row.
  const loadAtEnd = currentLoad();
  const rows = lighthouseRows(reports, presets).map((row) => ({ ...row, detail: `${row.detail}; load average ${loadAtStart.toFixed(1)} at the start, ${loadAtEnd.toFixed(1)} at the end` }));
  const machine = describeMachine(loadAtStart, undefined);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`\nFreeplay Lighthouse bench, ${new Date().toISOString()}, ${machine.cpus} cores (${machine.cpuModel}), load ${loadAtStart.toFixed(1)} at start and ${loadAtEnd.toFixed(1)} at the end, ${seconds} s\n`);
  console.log(formatTable(rows));
  if (against) console.log(`\n${againstFigures(against, againstReports, reports)}`);
  const misses = rows.filter((row) => !row.pass).length;
  console.log(`\n${rows.length - misses} PASS, ${misses} MISS. Written to bench/lighthouse-results.json.`);
  await writeFile(RESULTS, `${JSON.stringify({ date: new Date().toISOString(), durationSeconds: seconds, machine, rows, reports: reports instanceof Error ? { error: reports.message } : reports }, null, 2)}\n`);
}

/** Each page's medians for both builds, one line per page and preset. */
function againstFigures(ref: string, theirs: readonly PageReport[], mine: PageReport[] | Error): string {
  if (mine instanceof Error) return `${ref}: not compared (${mine.message})`;
  const line = (report: PageReport | undefined) => (report ? `${report.median.performance} / TBT ${Math.round(report.median.tbtMs)} ms / LCP ${Math.round(report.median.lcpMs)} ms` : 'not audited');
  const lines = mine.map((report) => {
    const other = theirs.find((each) => each.preset === report.preset && each.target.label === report.target.label);
    return `${report.preset} ${report.target.label}: this tree ${line(report)}; ${ref} ${line(other)}`;
  });
  return [`Against ${ref} (median of ${LIGHTHOUSE_RUNS}, alternating page by page): performance / TBT / LCP`, ...lines].join('\n');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('bench failed:', error);
    process.exit(1);
  },
);
