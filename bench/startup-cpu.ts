/**
 * Each page's start-up in Chromium, as a first visit (a fresh profile, signed in unless the page
 * is the login form), traced from navigation until the page is idle: nothing fetched for QUIET_MS and
 * at least MIN_IDLE_AT_MS after navigation, for the work that waits for the first content and for
 * idle moments (the library, the service worker, warm-up searches). Unthrottled. Reports the main thread's CPU time
 * (bench/main-thread-trace.ts) and every script and stylesheet the page loaded by then.
 */
import type { Browser, Page } from 'playwright-core';
import { startCpuProfile, topFunctions } from './cpu-profile.js';
import { installSession } from './grid-probe.js';
import { mainThreadReport, TRACE_CATEGORIES, type MainThreadReport } from './main-thread-trace.js';

export interface StartupPage {
  label: string;
  /** The hash route, e.g. /all. */
  route: string;
  signedIn: boolean;
  /** A document other than the app's (the blank page); the route is then ignored. */
  document?: string;
}

/**
 * A page with no script and no style, served by the same server: its navigation commit, a task
 * before any byte of the app runs, is the browser's own floor on this machine, traced beside the
 * app's pages so that a longest task at that floor reads as the machine's, not the build's.
 */
export const BLANK_DOCUMENT = 'bench-blank.html';
export const BLANK_HTML = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Blank</title></head><body><p>Blank</p></body></html>\n';
export const BLANK_PAGE: StartupPage = { label: 'a blank page (the browser alone)', route: '', signedIn: false, document: BLANK_DOCUMENT };

export interface StartupRun {
  cpu: MainThreadReport;
  /** Same-origin scripts and stylesheets loaded before the page was idle (paths in the build). */
  loaded: string[];
}

/** The longest task the target allows: four times slower (the mobile preset's CPU) it stays under 50 ms. */
export const LONGEST_TASK_TARGET_MS = 12;
const QUIET_MS = 1_500;
const MIN_IDLE_AT_MS = 3_000;
const VIEWPORT = { width: 412, height: 823 };

export function startupPages(gameId: number): StartupPage[] {
  return [
    { label: '#/home', route: '/home', signedIn: true },
    { label: '#/all', route: '/all', signedIn: true },
    { label: 'a list (#/categories/shooter)', route: '/categories/shooter', signedIn: true },
    { label: 'a game page', route: `/gamedetails/${gameId}`, signedIn: true },
    { label: '#/browse', route: '/browse', signedIn: true },
    { label: 'My Games (#/library)', route: '/library', signedIn: true },
    { label: 'Pick for me (#/pick)', route: '/pick', signedIn: true },
    { label: '#/login, first visit', route: '/login', signedIn: false },
  ];
}

/**
 * Plain source, run in the page before the app: a promise that resolves once nothing (script,
 * stylesheet, response) has arrived for QUIET_MS and at least MIN_IDLE_AT_MS after navigation (the
 * start-up work that waits for the first content, then for idle moments, runs by then). Waited for
 * inside the page, so no polling lands on its main thread. Not Playwright's 'networkidle': a
 * signed-in page holds its live-changes stream open.
 */
export const IDLE_SOURCE = `(() => {
  if (location.protocol !== 'http:') return;
  window.__benchIdle = new Promise((resolve) => {
    let timer;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => (performance.now() >= ${MIN_IDLE_AT_MS} ? resolve() : arm()), Math.max(${QUIET_MS}, ${MIN_IDLE_AT_MS} - performance.now()));
    };
    new PerformanceObserver(arm).observe({ type: 'resource' });
    arm();
    setTimeout(resolve, 20000);
  });
})()`;

export type IdleWindow = Window & { __benchIdle?: Promise<void> };

function loadedAssets(page: Page): Promise<string[]> {
  // Inline arrows only: a named function would carry the TypeScript runner's helpers into the page.
  return page.evaluate(() => performance.getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && /\.(m?js|css)$/.test(url.pathname))
    .map((url) => url.pathname.slice(1)));
}

/**
 * One traced first visit of `page` on the server at `baseUrl`. With `profile`, a V8 CPU profile
 * runs beside the trace and each long task's busiest functions join what is inside it (sampling
 * costs CPU, so those runs' times are not the rows' own).
 */
export async function traceStartup(browser: Browser, baseUrl: string, target: StartupPage, token: string, profile = false): Promise<StartupRun> {
  const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true });
  context.setDefaultTimeout(30_000);
  try {
    if (target.signedIn) await installSession(context, token);
    await context.addInitScript({ content: IDLE_SOURCE });
    const page = await context.newPage();
    const stopProfile = profile ? await startCpuProfile(await context.newCDPSession(page)) : undefined;
    await browser.startTracing(page, { categories: [...TRACE_CATEGORIES] });
    let trace: Buffer;
    try {
      await page.goto(target.document ? `${baseUrl}/${target.document}` : `${baseUrl}/#${target.route}`, { waitUntil: 'load' });
      await page.evaluate(() => (window as IdleWindow).__benchIdle);
    } finally {
      trace = await browser.stopTracing();
    }
    const cpu = mainThreadReport(trace.toString('utf8'), new URL(baseUrl).origin, LONGEST_TASK_TARGET_MS);
    if (stopProfile) {
      const samples = await stopProfile();
      for (const task of cpu.long) task.inside.push(`hot: ${topFunctions(samples, task.fromUs, task.toUs, 4).join(', ')}`);
    }
    return { cpu, loaded: await loadedAssets(page) };
  } finally {
    await context.close();
  }
}
