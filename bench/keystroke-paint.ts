/**
 * Key press to painted results on #/browse, in Chromium: what a person sees. An init script notes
 * each keydown's timestamp, watches the results (the count line and the grid, not the search field
 * or the chips, which follow the typing at once) for their first change after it, and stamps the
 * time after the next frame: requestAnimationFrame, then a task, which runs once that frame is
 * painted. It also keeps the longest long task seen while typing. No request is intercepted.
 * The stamp is handed over by a promise the page settles itself, not read by polling: polling the
 * page every 10 ms puts an evaluation on its main thread, in the middle of the work being timed.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { median } from './stats.js';

export interface KeystrokeReport {
  runsMs: number[];
  medianMs: number;
  worstMs: number;
  /** The longest task (Long Tasks API) from the first key press on, 0 when none was over 50 ms. */
  longestTaskMs: number;
  games: number;
  typed: string;
}

/** 20 key presses: a title letter by letter, then back again; each one changes what the grid shows. */
const WORD = 'battlefield';
const KEYS = [...WORD.split(''), ...Array.from({ length: 9 }, () => 'Backspace')];
const KEY_TIMEOUT_MS = 5_000;

/** Plain source: a compiled function would carry the TypeScript runner's helpers into the page. */
const PROBE_SOURCE = `(() => {
  if (location.protocol !== 'http:') return;
  const state = { pressedAt: null, seen: false, doneMs: null, longestTask: 0, typing: false, onDone: null };
  window.__benchKeys = state;
  addEventListener('keydown', (event) => {
    state.pressedAt = event.timeStamp;
    state.seen = false;
    state.doneMs = null;
  }, true);
  const isResults = (node) => {
    const element = node && (node.nodeType === 1 ? node : node.parentElement);
    return Boolean(element && element.closest('.browse-page') && !element.closest('search, .browse-chips'));
  };
  const changesResults = (record) => isResults(record.target) && (record.type !== 'childList'
    || [...record.addedNodes, ...record.removedNodes].some((node) => !(node.nodeType === 1 && node.matches('.browse-chips'))));
  new MutationObserver((records) => {
    if (state.pressedAt === null || state.seen || !records.some(changesResults)) return;
    state.seen = true;
    const pressedAt = state.pressedAt;
    requestAnimationFrame(() => setTimeout(() => {
      state.doneMs = performance.now() - pressedAt;
      if (state.onDone) state.onDone(state.doneMs);
      state.onDone = null;
    }, 0));
  }).observe(document, { childList: true, subtree: true, characterData: true });
  try {
    new PerformanceObserver((list) => {
      // Only tasks while typing: loading the page and the index is the grid rows' business.
      for (const entry of list.getEntries()) if (state.typing) state.longestTask = Math.max(state.longestTask, entry.duration);
    }).observe({ type: 'longtask' });
  } catch {
    // No Long Tasks API: the row says 0.
  }
})()`;

type ProbedWindow = Window & {
  __benchKeys?: { doneMs: number | null; longestTask: number; typing: boolean; onDone: ((ms: number) => void) | null };
};

/** The stamp for the key just pressed: at once if its results are painted already, else when they are. */
function paintedAfterKey(page: Page): Promise<number> {
  return page.evaluate((timeoutMs) => new Promise<number>((resolve, reject) => {
    const probe = (window as ProbedWindow).__benchKeys;
    if (!probe) return reject(new Error('the key-press probe is not installed'));
    if (probe.doneMs !== null) return resolve(probe.doneMs);
    const timer = setTimeout(() => reject(new Error(`no results painted within ${timeoutMs} ms of the key press`)), timeoutMs);
    probe.onDone = (ms) => {
      clearTimeout(timer);
      resolve(ms);
    };
  }), KEY_TIMEOUT_MS);
}

/** Opens #/browse in `context` (signed in, server up), waits for the full catalogue, then types. */
export async function keystrokesToPaint(context: BrowserContext, baseUrl: string): Promise<KeystrokeReport> {
  const page = await context.newPage();
  try {
    await page.addInitScript({ content: PROBE_SOURCE });
    await page.goto(`${baseUrl}/#/browse`, { waitUntil: 'commit', timeout: 20_000 });
    const count = page.locator('.browse-count-line');
    await count.filter({ hasText: /\d+ games? match/ }).waitFor({ timeout: 30_000 });
    const games = Number((await count.textContent())?.match(/\d+/)?.[0] ?? Number.NaN);
    const field = page.locator('.browse-page search input');
    await field.click();
    await page.evaluate(() => {
      const probe = (window as ProbedWindow).__benchKeys;
      if (probe) probe.typing = true;
    });
    const runsMs: number[] = [];
    for (const key of KEYS) {
      await page.keyboard.press(key);
      runsMs.push(await paintedAfterKey(page));
      // A person types about 5 keys a second; the grid's later steps finish in between.
      await page.waitForTimeout(150);
    }
    const longestTaskMs = await page.evaluate(() => (window as ProbedWindow).__benchKeys?.longestTask ?? 0);
    return { runsMs, medianMs: median(runsMs), worstMs: Math.max(...runsMs), longestTaskMs, games, typed: `"${WORD}", then 9 x Backspace` };
  } finally {
    await page.close();
  }
}
