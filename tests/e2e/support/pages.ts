/**
 * Reading the app's pages the way a person (or a screen reader) does: by roles, names and texts.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The card grid of a page (a list named after its heading) once it has cards and is complete: a
 * long list renders its first screenful at once and the rest in steps, busy until the last one.
 */
export async function waitForGrid(page: Page, name?: string | RegExp, timeout = 20_000): Promise<Locator> {
  const grid = name === undefined ? page.getByRole('main').getByRole('list').first() : page.getByRole('list', { name, exact: typeof name === 'string' });
  await grid.getByRole('listitem').first().waitFor({ timeout });
  await expect(grid).not.toHaveAttribute('aria-busy', 'true', { timeout });
  return grid;
}

/**
 * The titles of the first `count` cards of a grid, in order (each card's heading), as a screen
 * reader gets them: off-screen cards skip rendering (content-visibility), so innerText is empty there.
 */
export async function cardTitles(grid: Locator, count: number): Promise<string[]> {
  const items = grid.getByRole('listitem');
  const total = Math.min(count, await items.count());
  const titles: string[] = [];
  for (let index = 0; index < total; index += 1) {
    titles.push(((await items.nth(index).getByRole('heading').first().textContent()) ?? '').trim());
  }
  return titles;
}

/** How many columns the first cards of a grid sit in, from their rendered boxes' left edges. */
export async function columnCount(grid: Locator, sample = 6): Promise<number> {
  const items = grid.getByRole('listitem');
  const total = Math.min(sample, await items.count());
  const lefts = new Set<number>();
  for (let index = 0; index < total; index += 1) {
    const box = await items.nth(index).boundingBox();
    if (box) lefts.add(Math.round(box.x));
  }
  return lefts.size;
}

/** Waits (bounded) until the page has drawn its content: a heading shown and no spinner or skeleton. */
export async function waitForPage(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    if (!main) return false;
    const shown = (element: Element) => element.getClientRects().length > 0;
    const busy = Array.from(main.querySelectorAll('[aria-busy="true"]')).some(shown);
    return !busy && (Array.from(main.querySelectorAll('h1')).some(shown) || main.textContent?.startsWith('NotFound'));
  }, undefined, { timeout: 15_000, polling: 100 });
}

/** The page's visible text with every run of whitespace made one space. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const FRAMES_BOUND_MS = 2_000;

/**
 * Resolves after the page has drawn `frames` more frames (two: what React rendered by now is on
 * screen), or after FRAMES_BOUND_MS. Headless Chromium once drew no frame for 170 s after a resize
 * (docs/testing.md); what the callers read next (layout, focus, counts) is current without one.
 */
export async function nextFrames(page: Page, frames = 2): Promise<void> {
  await page.evaluate(([left, boundMs]) => new Promise<void>((resolve) => {
    setTimeout(resolve, boundMs);
    const next = () => (--left <= 0 ? resolve() : requestAnimationFrame(next));
    requestAnimationFrame(next);
  }), [frames, FRAMES_BOUND_MS] as const);
}

/**
 * Resolves once the page's service worker is activated; returns its script URL. Bounded at 45 s: on
 * a first load the page's own pictures can hold all six connections to the server while they wait
 * at its games-service gate, and the worker's install waits behind them (docs/browser-support.md,
 * "The offline save and what a person asks for"): 2.4 to 3.6 s when they come quickly, 10 to 27 s
 * when they wait at the gate, on a quiet machine.
 */
export async function waitForServiceWorker(page: Page, timeout = 45_000): Promise<string> {
  let url = '';
  await expect.poll(async () => {
    const seen = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const worker = registration?.active;
      return worker ? { state: worker.state, url: worker.scriptURL } : undefined;
    });
    url = seen?.url ?? '';
    return seen ? `a worker in state ${seen.state}` : 'no active worker';
  }, { timeout, intervals: [200], message: `an activated service worker within ${timeout} ms` }).toBe('a worker in state activated');
  return url;
}

/** A navbar dropdown's button, by its label (a decorative caret may follow the label). */
export function menuButton(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByRole('button', { name: new RegExp(`^${escaped}(?![\\w-])`) });
}

/** Resolves once a service worker controls the page (so its requests go through it). */
export async function waitForControl(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout, polling: 200 });
}

/**
 * Opens a list `route` with `open` (a signed-in opener such as the openWithToken fixture), waits for
 * the service worker to control the page, then loads it again through the worker so it stores what
 * the page asked for; resolves with the grid.
 */
export async function openListUnderServiceWorker(page: Page, open: (page: Page, route: string) => Promise<void>, route: string): Promise<Locator> {
  await open(page, route);
  await waitForGrid(page);
  await waitForServiceWorker(page);
  await waitForControl(page);
  await page.reload();
  return waitForGrid(page);
}

/** The URL of the app's main script as the document loaded it (it carries the build's hash). */
export async function mainScriptUrl(page: Page): Promise<string> {
  return page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '');
}

/**
 * Every string key under which the page's origin keeps something in IndexedDB that names an API
 * URL: what the service worker has stored for offline use, read without knowing its store names.
 */
export async function storedApiKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const keys: string[] = [];
    const request = <T>(r: IDBRequest<T>) => new Promise<T>((resolve, reject) => {
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const opening = indexedDB.open(info.name);
      const db = await request(opening);
      try {
        for (const storeName of Array.from(db.objectStoreNames)) {
          const all = await request(db.transaction(storeName, 'readonly').objectStore(storeName).getAllKeys());
          for (const key of all) if (typeof key === 'string' && key.includes('/api/')) keys.push(key);
        }
      } finally {
        db.close();
      }
    }
    return keys;
  });
}
