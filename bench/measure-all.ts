/**
 * Every measurement of `npm run bench`, in an order that keeps them apart: build, bytes, then one
 * production-like server (upstream burst, throughput against nginx, browser runs; its memory read
 * before it stops for the offline runs), a server over the 1000 ms-spinner build, a server with
 * the sign-in limits lifted for the hashing runs, and one per database for the library rows.
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../tools/chromium.js';
import { startFakeUpstream } from '../tools/fake-upstream.js';
import type { ServerProcess } from '../tools/server-process.js';
import { startBenchServer, type BenchServerOptions } from './bench-server.js';
import { createSession } from '../tools/account.js';
import { browserRuns, gridUrl, type BrowserRuns } from './browser-runs.js';
import { buildForBench, type BenchBuild } from './build.js';
import { countBytes, measureBytes, type ByteCount, type BytesReport } from './bytes.js';
import type { MemoryReport, OfflineSaveReport } from './checks.js';
import { measureOfflineSave } from './offline-save.js';
import type { Cleanup } from './cleanup.js';
import type { ProbeSettings } from './grid-probe.js';
import { againstNginx } from './against-nginx.js';
import { mainScriptRequest } from './main-script.js';
import { after, phase, type Outcome } from './phase.js';
import { benchLibrary, type LibraryRun } from './library-servers.js';
import { measureSignin, type SigninReport } from './signin.js';
import { GAMES_REQUEST, type ThroughputReport } from './throughput.js';
import { coldRuns, type GridSeries } from './time-to-grid.js';
import { measureUpstreamEconomy, type EconomyReport } from './upstream-economy.js';

const GRID_RUNS = 9;
const SPINNER_RUNS = 3;
const LIFTED = { limit: 1_000_000, windowMs: 60_000 };

export interface Measurements extends Omit<BrowserRuns, 'loaded'> {
  bytes: Outcome<BytesReport>;
  /** JS and CSS Chromium loaded on the first cold run of #/all. */
  loaded: Outcome<{ js: ByteCount; css: ByteCount }>;
  economy: Outcome<EconomyReport>;
  throughput: Outcome<ThroughputReport>;
  /** The app's main script (brotli) from memory against nginx. */
  staticFiles: Outcome<ThroughputReport>;
  spinner: Outcome<GridSeries>;
  signin: Outcome<SigninReport>;
  offlineSave: Outcome<OfflineSaveReport>;
  /** SQLite, and PostgreSQL when TEST_DATABASE_URL is set. */
  library: LibraryRun[];
  chromiumVersion?: string;
}

/** A bench server that the cleanup stops if the run ends early. */
async function startServer(cleanup: Cleanup, options: BenchServerOptions): Promise<ServerProcess> {
  const server = await startBenchServer(options);
  cleanup.add(`server ${server.pid}`, () => server.stop(10_000));
  return server;
}

/** Fills the server's cache for the full list, as a first visitor would; resolves with its length. */
async function primeList(server: ServerProcess): Promise<number> {
  const response = await fetch(`${server.url}/api/games`, { signal: AbortSignal.timeout(15_000) });
  const games: unknown = await response.json();
  if (!response.ok || !Array.isArray(games)) throw new Error(`/api/games answered ${response.status}`);
  return games.length;
}


export async function measureAll(tmp: string, cleanup: Cleanup): Promise<Measurements> {
  const build: Outcome<BenchBuild> = await phase('build the server and the app (spinner 0 and 1000 ms)', 300_000, () => buildForBench(join(tmp, 'build')));
  const bytes = await after(build, 'bytes', 60_000, (done) => measureBytes(done.appDir));
  const fake = await startFakeUpstream();
  cleanup.add('fake games service', () => fake.close());

  const base = (name: string) => ({ dataDir: join(tmp, `data-${name}`), upstreamUrl: fake.url, logFile: join(tmp, `server-${name}.log`) });
  const main = await after(build, 'start the server', 40_000, (done) => startServer(cleanup, { buildRoot: done.root, ...base('main') }));
  const economy = await after(main, 'upstream economy (200 concurrent first requests)', 60_000, (server) => measureUpstreamEconomy(server.url, fake));
  const target = (server: ServerProcess) => ({ url: server.url, sampleRss: () => server.sampleRss() });
  const throughput = await after(main, 'throughput against nginx', 400_000, (server) => againstNginx(target(server), join(tmp, 'nginx'), cleanup, GAMES_REQUEST, 'gzip'));
  const staticFiles = await after(main, 'main script against nginx', 120_000, async (server) => {
    if (build instanceof Error) throw build;
    return againstNginx({ url: server.url }, join(tmp, 'nginx-static'), cleanup, await mainScriptRequest(build.appDir), 'br');
  });

  const settings: Outcome<ProbeSettings> = await after(main, 'account and list size', 60_000, async (server) => {
    const cards = await primeList(server);
    return { token: (await createSession(server.url)).token, cards };
  });
  const browser: Outcome<Browser> = await after(build, 'launch Chromium', 60_000, async () => {
    // Host names other than the loopback ones resolve to nothing, so no page can reach outside the machine.
    const launched = await launchChromium(['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost']);
    cleanup.add('chromium', () => launched.close());
    return launched;
  });
  const runs: BrowserRuns = main instanceof Error
    ? { cold: main, loaded: main, warm: main, back: main, offline: main, memory: main, keystrokes: main }
    : await browserRuns(browser, main, settings, GRID_RUNS);
  const loaded = await after(runs.loaded, 'bytes Chromium loaded', 30_000, async (paths) => {
    if (build instanceof Error) throw build;
    return { js: await countBytes(build.appDir, paths.filter((path) => /\.m?js$/.test(path))), css: await countBytes(build.appDir, paths.filter((path) => path.endsWith('.css'))) };
  });

  const both = build instanceof Error ? build : browser instanceof Error ? browser : settings instanceof Error ? settings : { build, browser, settings };
  const spinner = await after(both, `time to grid, 1000 ms spinner build, cold x${SPINNER_RUNS}`, 120_000, async ({ build: done, browser: chromium, settings: probe }) => {
    // Same data folder as the main server: same signing key and account, so the token holds.
    const server = await startServer(cleanup, { buildRoot: done.root, ...base('main'), logFile: join(tmp, 'server-spinner.log'), staticDir: done.spinnerAppDir });
    try {
      await primeList(server);
      return (await coldRuns(chromium, gridUrl(server.url), probe, SPINNER_RUNS)).series;
    } finally {
      await server.stop();
    }
  });

  const offlineSave = await after(both, 'save for offline (demo catalogue), then #/all offline', 240_000, async ({ build: done, browser: chromium }) => {
    const server = await startServer(cleanup, { buildRoot: done.root, ...base('save'), gamesSource: 'demo' });
    try {
      return await measureOfflineSave(chromium, server, (await createSession(server.url, 'saver')).token);
    } finally {
      await server.stop();
    }
  });

  let signinPeak: number | undefined;
  const signin = await after(build, 'sign-in at Argon2id m=19456 KiB, t=2, p=1', 150_000, async (done) => {
    const server = await startServer(cleanup, { buildRoot: done.root, ...base('signin'), rateLimits: { signinPerIp: LIFTED, signinFailuresPerEmail: LIFTED, signinFailuresGlobal: LIFTED } });
    try {
      await primeList(server);
      return await measureSignin(server.url);
    } finally {
      signinPeak = server.running ? server.peakRssBytes() : undefined;
      await server.stop();
    }
  });
  const library = build instanceof Error
    ? [{ database: 'SQLite', report: build }]
    : await benchLibrary({ buildRoot: build.root, tmp, upstreamUrl: fake.url, cleanup });
  const throughputRssBytes = throughput instanceof Error ? undefined : throughput.serverRssPeakBytes;
  const memory: Outcome<MemoryReport> = runs.memory instanceof Error ? runs.memory : { ...runs.memory, throughputRssBytes, signinPeakRssBytes: signinPeak };

  return {
    bytes, loaded, economy, throughput, staticFiles, cold: runs.cold, warm: runs.warm, back: runs.back, offline: runs.offline, keystrokes: runs.keystrokes, memory, spinner, signin, offlineSave, library,
    chromiumVersion: browser instanceof Error ? undefined : browser.version(),
  };
}
