/**
 * Back to a list: in a prepared profile (service worker and IndexedDB filled), open #/all, bring a
 * card far down the list to the middle of the window, open its game, then go Back; the time runs
 * from history.back() to the frame in which the list shows that same card at the top again (read
 * in the page, in a requestAnimationFrame loop).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { median } from './stats.js';
import { inNewPages } from './time-to-grid.js';

export interface BackSeries {
  runsMs: number[];
  medianMs: number;
  maxMs: number;
}

const CARD_INDEX = 60;
const TIMEOUT_MS = 20_000;

/** Starts the clock, goes Back and stops it in the first frame that shows `wanted` at the top again. */
const BACK_SOURCE = `(wanted) => {
  const state = { started: performance.now(), at: null };
  window.__benchBack = state;
  const tick = () => {
    const item = [...document.querySelectorAll('main ul > li')].find((element) => element.getBoundingClientRect().bottom > 0);
    if (item && item.querySelector('h2') && item.querySelector('h2').textContent === wanted) state.at = performance.now();
    else if (performance.now() - state.started < 10000) requestAnimationFrame(tick);
  };
  history.back();
  requestAnimationFrame(tick);
}`;

type BackWindow = Window & { __benchBack?: { started: number; at: number | null } };

/** The title of the first card reaching into the window, once two reads 100 ms apart agree. */
async function settledTopTitle(page: Page): Promise<string> {
  const read = () => page.evaluate(() => {
    const item = [...document.querySelectorAll('main ul > li')].find((element) => element.getBoundingClientRect().bottom > 0);
    return `${item?.querySelector('h2')?.textContent ?? ''}@${Math.round(item?.getBoundingClientRect().top ?? 0)}`;
  });
  let last = await read();
  for (let attempt = 0; attempt < 30; attempt += 1) {
    await page.waitForTimeout(100);
    const now = await read();
    if (now === last) break;
    last = now;
  }
  return last.slice(0, last.lastIndexOf('@'));
}

async function oneRun(page: Page, url: string): Promise<number> {
  await page.goto(url, { timeout: TIMEOUT_MS });
  await page.waitForFunction((index) => document.querySelectorAll('main ul > li').length > index && !document.querySelector('main [aria-busy="true"]'), CARD_INDEX, { timeout: TIMEOUT_MS });
  const card = page.locator('main ul > li').nth(CARD_INDEX);
  await card.scrollIntoViewIfNeeded();
  const title = await settledTopTitle(page);
  // Opened by keyboard from where the page stands, as tests/e2e/back-to-list.test.ts does: the card
  // can sit below the window once the cards above it take their real size, and a pointer click()
  // would first scroll it into view, so the list would keep (and restore) that other position.
  await card.getByRole('link').first().evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.hash.startsWith('#/gamedetails/') && document.querySelector('main h1') !== null, undefined, { timeout: TIMEOUT_MS });
  await page.waitForTimeout(300);
  // Plain source, as in grid-probe.ts: compiled code would carry the TypeScript runner's helpers.
  await page.evaluate(`(${BACK_SOURCE})(${JSON.stringify(title)})`);
  await page.waitForFunction(() => typeof (window as BackWindow).__benchBack?.at === 'number', undefined, { timeout: TIMEOUT_MS, polling: 50 });
  const back = await page.evaluate(() => (window as BackWindow).__benchBack);
  if (!back || back.at === null) throw new Error('the list never came back to the same card');
  return back.at - back.started;
}

/** `runs` Back journeys, each in a new page of the prepared profile. */
export async function backRuns(context: BrowserContext, url: string, runs: number): Promise<BackSeries> {
  const runsMs = await inNewPages(context, runs, (page) => oneRun(page, url));
  return { runsMs, medianMs: median(runsMs), maxMs: Math.max(...runsMs) };
}
