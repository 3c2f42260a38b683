/**
 * Time to grid in headless Chromium, three ways: cold (a fresh profile per run: no service worker,
 * no HTTP cache, data from the server), warm (one profile whose service worker and IndexedDB were
 * filled by a first visit, server up) and offline (the same profile, server stopped, browser
 * offline). Each run opens a new page, so every run is a full navigation.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { OFFLINE_CATALOGUE_KEY } from '../src/pwa/offline-catalogue.js';
import { installSession, timeToGrid, type GridTiming, type ProbeSettings } from './grid-probe.js';
import { median } from './stats.js';

export interface GridSeries {
  runsMs: number[];
  medianMs: number;
  minMs: number;
  maxMs: number;
  /** Medians of the milestones on the way: the app's script run, the list's data in hand. */
  medianDomContentLoadedMs: number;
  medianListDataMs: number;
  /** The first window's cards painted with their image boxes, each run. */
  firstScreen: { runsMs: number[]; medianMs: number; minMs: number; maxMs: number };
}

const VIEWPORT = { width: 1280, height: 800 };
const SETUP_TIMEOUT_MS = 60_000;

function series(timings: readonly GridTiming[]): GridSeries {
  const runsMs = timings.map((timing) => timing.gridMs);
  const firstMs = timings.map((timing) => timing.firstScreenMs);
  return {
    firstScreen: { runsMs: firstMs, medianMs: median(firstMs), minMs: Math.min(...firstMs), maxMs: Math.max(...firstMs) },
    runsMs,
    medianMs: median(runsMs),
    minMs: Math.min(...runsMs),
    maxMs: Math.max(...runsMs),
    medianDomContentLoadedMs: median(timings.map((timing) => timing.domContentLoadedMs)),
    medianListDataMs: median(timings.map((timing) => timing.listDataMs)),
  };
}

async function newContext(browser: Browser, settings: ProbeSettings): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  context.setDefaultTimeout(20_000);
  await installSession(context, settings.token);
  return context;
}

/** Paths (e.g. assets/index-abc.js) of the scripts and stylesheets a page loaded, from Resource Timing. */
function loadedAssets(page: Page): Promise<string[]> {
  // Inline arrows only: a named function would carry the TypeScript runner's helpers into the page.
  return page.evaluate(() => performance.getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && /\.(m?js|css)$/.test(url.pathname))
    .map((url) => url.pathname.slice(1)));
}

/** `runs` cold navigations to `url`; also the JS and CSS files the first of them loaded. */
export async function coldRuns(browser: Browser, url: string, settings: ProbeSettings, runs: number): Promise<{ series: GridSeries; loaded: string[] }> {
  const times: GridTiming[] = [];
  let loaded: string[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await newContext(browser, settings);
    try {
      const page = await context.newPage();
      times.push(await timeToGrid(page, url, settings.cards));
      if (run === 0) loaded = await loadedAssets(page);
    } finally {
      await context.close();
    }
  }
  return { series: series(times), loaded };
}

/**
 * A profile after one visit: the service worker active and in control, and the offline catalogue
 * (every navbar list, stored in IndexedDB by the service worker) saved, as after a first sign-in.
 */
export async function preparedContext(browser: Browser, url: string, settings: ProbeSettings): Promise<BrowserContext> {
  const context = await newContext(browser, settings);
  try {
    const page = await context.newPage();
    await timeToGrid(page, url, settings.cards);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: SETUP_TIMEOUT_MS, polling: 100 });
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, OFFLINE_CATALOGUE_KEY, { timeout: SETUP_TIMEOUT_MS, polling: 200 });
    await page.close();
    return context;
  } catch (error) {
    await context.close();
    throw new Error(`the first visit did not leave a service worker with the catalogue saved: ${(error as Error).message}`, { cause: error });
  }
}

/** `runs` measurements one after another, each in a new page of `context` that is closed after it. */
export async function inNewPages<T>(context: BrowserContext, runs: number, measure: (page: Page) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let run = 0; run < runs; run += 1) {
    const page = await context.newPage();
    try {
      results.push(await measure(page));
    } finally {
      await page.close();
    }
  }
  return results;
}

/** `runs` navigations to `url` (a grid of `cards`) in a prepared profile, each in a new page. */
export async function repeatRuns(context: BrowserContext, url: string, cards: number, runs: number): Promise<GridSeries> {
  return series(await inNewPages(context, runs, (page) => timeToGrid(page, url, cards)));
}
