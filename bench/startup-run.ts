/**
 * `npm run bench:startup`: each page's start-up traced in Chromium (the main thread's CPU time, its
 * longest task, the chunks loaded before idle, bench/startup-cpu.ts), then interaction to next
 * paint for the common taps at a fourfold CPU slowdown (bench/tap-paint.ts). Production build,
 * demo catalogue, signed in; a blank page from the same server comes first, the browser's own floor
 * (bench/startup-cpu.ts, BLANK_PAGE). With STARTUP_AGAINST=<git ref> the same pages are traced for that
 * commit's app too, the two builds alternating page by page (A B, then B A) in one run, so that
 * the machine's load weighs on both alike. STARTUP_RUNS (3) sets the rounds, STARTUP_PAGES=home,browse
 * keeps the pages whose label holds one of the words, STARTUP_TAPS=0 leaves the taps out
 * (STARTUP_TAPS=Browse keeps the taps whose label holds the word), STARTUP_PROFILE=1 names each long
 * task's busiest functions from a CPU profile (which slows the runs it samples). Everything listens on loopback and stops at the end.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '../tools/chromium.js';
import { fullCatalogueIds } from './app-stack.js';
import { startDemoApp } from './bench-server.js';
import { buildApp, buildServer } from './build.js';
import { buildAppAtRef } from './build-ref.js';
import { Cleanup } from './cleanup.js';
import { currentLoad } from './machine.js';
import { progress } from './phase.js';
import { formatTable } from './rows.js';
import { startupRows, tapRows, type BuildRuns } from './startup-rows.js';
import { BLANK_DOCUMENT, BLANK_HTML, BLANK_PAGE, startupPages, traceStartup } from './startup-cpu.js';
import { tapsToPaint } from './tap-paint.js';

const RUNS = Number(process.env.STARTUP_RUNS ?? 3);
const PROFILE = process.env.STARTUP_PROFILE === '1';

async function main(): Promise<void> {
  const loadAtStart = currentLoad();
  const cleanup = new Cleanup();
  const tmp = await mkdtemp(join(tmpdir(), 'freeplay-bench-startup-'));
  cleanup.add('temporary folder', () => rm(tmp, { recursive: true, force: true }));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanup.runAll(5_000).finally(() => process.exit(130)));
  try {
    const root = join(tmp, 'build');
    progress('build the server and the app');
    await buildServer(root);
    await buildApp(join(root, 'dist/app'), undefined);
    const builds: { name: string; appDir: string }[] = [{ name: 'this tree', appDir: join(root, 'dist/app') }];
    const against = process.env.STARTUP_AGAINST;
    if (against) {
      progress(`build the app at ${against}`);
      builds.unshift({ name: against, appDir: await buildAppAtRef(against, join(tmp, 'against')) });
    }
    // The blank page beside each build's app (the folders are this run's own).
    for (const build of builds) await writeFile(join(build.appDir, BLANK_DOCUMENT), BLANK_HTML);
    const servers = [];
    for (const [index, build] of builds.entries()) servers.push(await startDemoApp(root, tmp, `startup-${index}`, cleanup, build.appDir));
    const browser = await launchChromium(['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost']);
    cleanup.add('chromium', () => browser.close());
    const games = (await (await fetch(`${servers[0]?.url}/api/games`)).json()) as { id: number }[];
    const gameId = games[0]?.id;
    if (gameId === undefined) throw new Error('the demo catalogue answered no games');
    const only = process.env.STARTUP_PAGES?.split(',').filter(Boolean);
    const pages = [BLANK_PAGE, ...startupPages(gameId).filter((page) => !only || only.some((word) => page.label.includes(word)))];
    const runs: BuildRuns[] = builds.map((build) => ({ name: build.name, appDir: build.appDir, pages: pages.map((page) => ({ page, runs: [] })) }));
    for (let round = 0; round < RUNS; round += 1) {
      for (const [pageIndex, page] of pages.entries()) {
        // A B, then B A: neither build always goes first.
        const order = round % 2 === 0 ? builds.map((_, index) => index) : builds.map((_, index) => builds.length - 1 - index);
        for (const index of order) {
          const server = servers[index];
          const slot = runs[index]?.pages[pageIndex];
          if (!server || !slot) continue;
          progress(`${builds[index]?.name}: ${page.label}, run ${round + 1} of ${RUNS}`);
          const run = await traceStartup(browser, server.url, page, server.token, PROFILE).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
          if (run instanceof Error) progress(`  failed: ${run.message.split('\n')[0]}`);
          else progress(`  CPU ${Math.round(run.cpu.totalCpuMs)} ms, longest task ${Math.round(run.cpu.longest?.cpuMs ?? 0)} ms, ${run.loaded.length} files`);
          slot.runs.push(run);
        }
      }
    }
    const loadAfterTraces = currentLoad();
    const tapWords = process.env.STARTUP_TAPS?.split(',').filter(Boolean);
    const tapRowsOfBuilds = [];
    if (process.env.STARTUP_TAPS !== '0') {
      // Each build's taps, the other commit's first: its rows come with its name.
      for (const [index, build] of builds.entries()) {
        const server = servers[index];
        if (!server) continue;
        // Browse's tags come with the full catalogue index, which a fresh server builds in its first seconds.
        await fullCatalogueIds(server.url);
        progress(`${build.name}: taps at a fourfold CPU slowdown`);
        const taps = await tapsToPaint(browser, server.url, server.token, gameId, tapWords);
        tapRowsOfBuilds.push(...tapRows(taps, builds.length > 1 ? build.name : undefined));
      }
    }
    const rows = [...(await startupRows(runs)), ...tapRowsOfBuilds];
    console.log(`\nFreeplay start-up bench, ${new Date().toISOString()}, load ${loadAtStart.toFixed(1)} at start, ${loadAfterTraces.toFixed(1)} after the traces, ${currentLoad().toFixed(1)} at the end\n`);
    console.log(formatTable(rows));
    process.exitCode = rows.every((row) => row.pass) ? 0 : 1;
  } finally {
    await cleanup.runAll();
  }
}

void main();
