/**
 * What a browser bench runs against: the server and the app (the suite's short spinner) built
 * into a temporary folder, served against the fake games service on loopback, and Debian's
 * Chromium, which may reach loopback only. Each part is added to the bench's cleanup.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../tools/chromium.js';
import { startFakeUpstream } from '../tools/fake-upstream.js';
import type { ServerProcess } from '../tools/server-process.js';
import { startBenchServer, type BenchServerOptions } from './bench-server.js';
import { buildApp, buildServer } from './build.js';
import type { Cleanup } from './cleanup.js';
import { mainThreadReport, TRACE_CATEGORIES, type MainThreadReport } from './main-thread-trace.js';

export interface AppStack {
  /** The build: dist/app and dist/server. */
  root: string;
  server: ServerProcess;
  browser: Browser;
}

export async function startAppStack(cleanup: Cleanup, name: string, rateLimits?: BenchServerOptions['rateLimits']): Promise<AppStack> {
  const tmp = await mkdtemp(join(tmpdir(), `freeplay-bench-${name}-`));
  cleanup.add('temporary folder', () => rm(tmp, { recursive: true, force: true }));
  const root = join(tmp, 'build');
  await buildServer(root);
  await buildApp(join(root, 'dist/app'), '0');
  const fake = await startFakeUpstream();
  cleanup.add('fake games service', () => fake.close());
  const server = await startBenchServer({ buildRoot: root, dataDir: join(tmp, 'data'), upstreamUrl: fake.url, logFile: join(tmp, 'server.log'), rateLimits });
  cleanup.add(`server ${server.pid}`, () => server.stop(10_000));
  const browser = await launchChromium(['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost']);
  cleanup.add('chromium', () => browser.close());
  return { root, server, browser };
}

/** The ids of the full catalogue index, once the server answers it rather than the partial one (at most 60 s). */
export async function fullCatalogueIds(serverUrl: string): Promise<number[]> {
  for (let tries = 0; tries < 120; tries += 1) {
    const response = await fetch(`${serverUrl}/api/catalogue`, { signal: AbortSignal.timeout(10_000) });
    const index = (await response.json()) as { partial?: boolean; games?: { id: number }[] };
    if (response.ok && index.partial !== true && index.games) return index.games.map((game) => game.id);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the catalogue index was not built within 60 s');
}

/** A desktop-sized page of a fresh profile, signed in with `token` before the app starts, at `hash`. */
export async function signedInPage(stack: AppStack, token: string, hash: string): Promise<Page> {
  const page = await (await stack.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await page.goto(`${stack.server.url}/robots.txt`);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(`${stack.server.url}/#${hash}`);
  return page;
}

/**
 * Runs `work` on `page` with a Long Tasks observer and a Chromium trace running; answers the
 * longest long task by wall time (0 when none passed 50 ms) and the trace's main-thread tasks by
 * CPU time, which a loaded machine stretches far less.
 */
export async function traceLongestTask(browser: Browser, page: Page, longOverMs: number, work: () => Promise<void>): Promise<{ wallMs: number; cpu: MainThreadReport }> {
  await page.evaluate(() => {
    const state = { longest: 0 };
    (window as unknown as { __longestTask: typeof state }).__longestTask = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.longest = Math.max(state.longest, entry.duration);
    }).observe({ type: 'longtask' });
  });
  await browser.startTracing(page, { categories: [...TRACE_CATEGORIES] });
  let trace: Buffer;
  try {
    await work();
  } finally {
    trace = await browser.stopTracing();
  }
  const wallMs = await page.evaluate(() => (window as unknown as { __longestTask: { longest: number } }).__longestTask.longest);
  return { wallMs, cpu: mainThreadReport(trace.toString('utf8'), new URL(page.url()).origin, longOverMs) };
}
