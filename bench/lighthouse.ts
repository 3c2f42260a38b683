/**
 * Lighthouse 12 on the built app (demo catalogue, the production build with its default spinner):
 * #/all, #/home, a game page and #/browse signed in with a real account (its token put in
 * localStorage before the audit), and #/login on a first visit; each in the mobile preset (the
 * default, simulated throttling) and the desktop one, 3 runs each, every run in a fresh Chromium
 * profile (Debian's, through chrome-launcher with the project's flags), so each is a first visit.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { gameDetailPath } from '../src/contract/routes.js';
import { CHROMIUM_FLAGS, findChromium } from '../tools/chromium.js';
import { median } from './stats.js';

export type Preset = 'mobile' | 'desktop';
export const PRESETS: readonly Preset[] = ['mobile', 'desktop'];
export const LIGHTHOUSE_RUNS = 3;

export interface AuditTarget {
  label: string;
  route: string;
  signedIn: boolean;
}

/** One run's figures: scores 0-100, times in ms, CLS unitless. */
interface AuditFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  lcpMs: number;
  speedIndexMs: number;
  /** What Lighthouse says costs most here: failing audits with their savings or display value, then its longest tasks. */
  limits: string[];
}

export interface PageReport {
  target: AuditTarget;
  preset: Preset;
  runs: AuditFigures[];
  /** Medians of the runs (limits from the run with the median performance). */
  median: AuditFigures;
}

export function auditTargets(detailId: number): AuditTarget[] {
  return [
    { label: '#/all', route: '/all', signedIn: true },
    { label: '#/home', route: '/home', signedIn: true },
    { label: 'a game page', route: gameDetailPath(detailId), signedIn: true },
    { label: '#/browse', route: '/browse', signedIn: true },
    { label: 'a list (#/categories/shooter)', route: '/categories/shooter', signedIn: true },
    { label: 'My Games (#/library)', route: '/library', signedIn: true },
    { label: 'Pick for me (#/pick)', route: '/pick', signedIn: true },
    { label: '#/login, first visit', route: '/login', signedIn: false },
  ];
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function figures(lhr: Lhr): AuditFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const limits = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && (audit.scoreDisplayMode === 'metricSavings' || audit.scoreDisplayMode === 'numeric' || audit.scoreDisplayMode === 'binary'))
    .filter((audit) => !['first-contentful-paint', 'largest-contentful-paint', 'speed-index', 'total-blocking-time', 'cumulative-layout-shift', 'interactive', 'max-potential-fid'].includes(audit.id))
    .slice(0, 4)
    .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  const blocking = longTasks(lhr);
  return {
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    bestPractices: score(lhr.categories['best-practices']?.score),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    speedIndexMs: numeric('speed-index'),
    limits: blocking ? [...limits, blocking] : limits,
  };
}

/** The `long-tasks` audit's three longest (as Lighthouse's throttling has them), by script: what a TBT miss is made of. */
function longTasks(lhr: Lhr): string | undefined {
  const details = lhr.audits['long-tasks']?.details;
  const items = (details && 'items' in details ? details.items : []) as { url?: unknown; duration?: unknown }[];
  const tasks = items
    .filter((item): item is { url: string; duration: number } => typeof item.url === 'string' && typeof item.duration === 'number')
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 3)
    // A page's own address ends in '/': its tasks are the document's (parsing, the navigation).
    .map((item) => `${item.url.split('/').pop() || 'the document'} ${Math.round(item.duration)} ms`);
  return tasks.length > 0 ? `long tasks: ${tasks.join(', ')}` : undefined;
}

/**
 * With LIGHTHOUSE_SAVE=<folder>, each run's whole report goes there as JSON, for the audits the
 * rows leave out (the largest paint's phases, the request chains, every request's timing).
 */
async function saveReport(lhr: Lhr, target: AuditTarget, preset: Preset): Promise<void> {
  const folder = process.env.LIGHTHOUSE_SAVE;
  if (!folder) return;
  await mkdir(folder, { recursive: true });
  const name = `${target.route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root'}-${preset}-${Date.now()}.json`;
  await writeFile(join(folder, name), JSON.stringify(lhr));
}

const live = new Set<LaunchedChrome>();

/** Stops any Chromium an audit still has open (the bench's cleanup, when it is stopped early). */
export function killAuditBrowsers(): void {
  for (const chrome of live) chrome.kill();
  live.clear();
}

/** One audit in a fresh profile; the token (when signed in) is stored from a same-origin page first. */
async function auditOnce(baseUrl: string, target: AuditTarget, preset: Preset, token: string): Promise<AuditFigures> {
  const chrome = await launch({
    // Its own profile per audit, removed at kill().
    chromePath: findChromium(),
    // Host names other than the loopback ones resolve to nothing, so no page can reach outside the machine.
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'],
    logLevel: 'silent',
  });
  live.add(chrome);
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    try {
      const page = await browser.newPage();
      if (target.signedIn) {
        await page.goto(`${baseUrl}/healthz`);
        await page.evaluate((value) => localStorage.setItem('token', value), token);
      }
      const result = await lighthouse(
        `${baseUrl}/#${target.route}`,
        {
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          // The fresh profile is the first visit; a storage reset would also drop the token.
          disableStorageReset: true,
        },
        preset === 'desktop' ? desktopConfig : undefined,
        page,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${target.label}`);
      if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
      await saveReport(result.lhr, target, preset);
      return figures(result.lhr);
    } finally {
      await browser.disconnect();
    }
  } finally {
    live.delete(chrome);
    chrome.kill();
  }
}

/**
 * Lighthouse sometimes loses the trace of a load on a busy machine (NO_NAVSTART, NO_FCP); such a
 * run is repeated, up to 3 attempts, rather than counted.
 */
async function withRetries(audit: () => Promise<AuditFigures>, attempts = 3): Promise<AuditFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit();
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}

function medianOf(runs: readonly AuditFigures[]): AuditFigures {
  const pick = (key: keyof Omit<AuditFigures, 'limits'>) => median(runs.map((run) => run[key]));
  const performance = pick('performance');
  const middle = runs.find((run) => run.performance === performance) ?? runs[0];
  return {
    performance, accessibility: pick('accessibility'), bestPractices: pick('bestPractices'), tbtMs: pick('tbtMs'), cls: pick('cls'),
    fcpMs: pick('fcpMs'), lcpMs: pick('lcpMs'), speedIndexMs: pick('speedIndexMs'), limits: middle?.limits ?? [],
  };
}

/** Every target in each preset, `runs` times each; `onPage` hears each page's report as it is done. */
export async function auditAll(baseUrl: string, targets: readonly AuditTarget[], token: string, runs = LIGHTHOUSE_RUNS, onPage: (report: PageReport) => void = () => undefined, presets: readonly Preset[] = PRESETS): Promise<PageReport[]> {
  const reports: PageReport[] = [];
  for (const preset of presets) {
    for (const target of targets) {
      const figuresOfRuns: AuditFigures[] = [];
      for (let run = 0; run < runs; run += 1) figuresOfRuns.push(await withRetries(() => auditOnce(baseUrl, target, preset, token)));
      const report = { target, preset, runs: figuresOfRuns, median: medianOf(figuresOfRuns) };
      onPage(report);
      reports.push(report);
    }
  }
  return reports;
}
