/**
 * Time to grid, read inside the page: an init script of the page being timed watches the DOM
 * (MutationObserver, with a requestAnimationFrame poll as a back-up) for the moment the grid holds
 * every card and the last card's image box has a laid-out size; it keeps performance.now() then,
 * which counts from the navigation's start. It also keeps the first screenful's time: the frame in
 * which every card reaching into the first window is in the DOM with a laid-out image box (the
 * requestAnimationFrame callback of the frame that paints them). The watch is the timed page's
 * alone: its observer and its frame loop read the layout, which would load any other measurement
 * made in the same profile (a key press on Browse). The session token is the whole profile's.
 */
import type { BrowserContext, Page } from 'playwright-core';

export interface ProbeSettings {
  token: string;
  /** Cards the full grid holds (the length of the /api/games response). */
  cards: number;
}

/**
 * Runs in the timed page before the app's scripts. Kept as plain source: a compiled function would
 * carry the TypeScript runner's helpers, which the page does not have.
 */
const PROBE_SOURCE = `(cards) => {
  if (location.protocol !== 'http:') return;
  window.__benchGridAt = null;
  window.__benchFirstScreenAt = null;
  let firstScreenSeen = false;
  const boxLaidOut = (item) => {
    const box = item.querySelector('img, [role="img"]');
    const rect = box ? box.getBoundingClientRect() : null;
    return rect !== null && rect.width > 0 && rect.height > 0;
  };
  const checkFirstScreen = () => {
    if (firstScreenSeen) return;
    const items = [...document.querySelectorAll('main ul > li')];
    const last = items[items.length - 1];
    if (!last) return;
    // The window is covered when the rendered cards reach past its bottom, or all of them are there.
    if (items.length < cards && last.getBoundingClientRect().top < innerHeight) return;
    if (!items.filter((item) => item.getBoundingClientRect().top < innerHeight).every(boxLaidOut)) return;
    firstScreenSeen = true;
    requestAnimationFrame(() => { window.__benchFirstScreenAt = performance.now(); });
  };
  const check = () => {
    checkFirstScreen();
    if (window.__benchGridAt !== null) return true;
    const items = document.querySelectorAll('main ul > li');
    const last = items[items.length - 1];
    if (items.length < cards || !last) return false;
    const box = last.querySelector('img, [role="img"]');
    if (!box) return false;
    const rect = box.getBoundingClientRect();
    if (rect.width <= 0 || rect.height <= 0) return false;
    const now = performance.now();
    const navigation = performance.getEntriesByType('navigation')[0];
    const list = performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === '/api/games');
    window.__benchMarks = { domContentLoaded: navigation ? navigation.domContentLoadedEventEnd : -1, listData: list ? list.responseEnd : -1 };
    window.__benchGridAt = now;
    return true;
  };
  const observer = new MutationObserver(() => {
    if (check()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
  const deadline = performance.now() + 30000;
  const tick = () => {
    if (check()) observer.disconnect();
    else if (performance.now() < deadline) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}`;

/** Signs in every page of `context`: the token is in localStorage before the app's scripts run. */
export async function installSession(context: BrowserContext, token: string): Promise<void> {
  const source = `if (location.protocol === 'http:') localStorage.setItem('token', ${JSON.stringify(token)});`;
  await context.addInitScript({ content: source });
}

export interface GridTiming {
  /** From navigation start to the full grid. */
  gridMs: number;
  /** From navigation start to the frame that paints the first window's cards with their image boxes. */
  firstScreenMs: number;
  /** When DOMContentLoaded ended (the app's script has run), or -1. */
  domContentLoadedMs: number;
  /** When the /api/games response had arrived (from the server or the service worker), or -1. */
  listDataMs: number;
}

type ProbedWindow = Window & { __benchGridAt?: number | null; __benchFirstScreenAt?: number | null; __benchMarks?: { domContentLoaded: number; listData: number } };

/** Opens `url` in `page` (a new one) and resolves with the timings of its way to a full grid of `cards`. */
export async function timeToGrid(page: Page, url: string, cards: number, timeoutMs = 20_000): Promise<GridTiming> {
  await page.addInitScript({ content: `(${PROBE_SOURCE})(${JSON.stringify(cards)});` });
  await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
  // A function, not a string: the app's CSP forbids eval, and Playwright evaluates strings with it.
  await page.waitForFunction(() => ((window as ProbedWindow).__benchGridAt ?? false) && ((window as ProbedWindow).__benchFirstScreenAt ?? false), undefined, { timeout: timeoutMs, polling: 50 });
  const found = await page.evaluate(() => ({ grid: (window as ProbedWindow).__benchGridAt, first: (window as ProbedWindow).__benchFirstScreenAt, marks: (window as ProbedWindow).__benchMarks }));
  if (typeof found.grid !== 'number' || typeof found.first !== 'number' || !found.marks) throw new Error(`the probe reported ${JSON.stringify(found)}`);
  return { gridMs: found.grid, firstScreenMs: found.first, domContentLoadedMs: found.marks.domContentLoaded, listDataMs: found.marks.listData };
}
