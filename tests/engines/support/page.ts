/**
 * Reading and using a page through any EngineDriver, as the journeys need it: a bounded wait that
 * asks the page every POLL_MS (as a person's test client does), finding an element by its CSS and
 * its name (aria-label, else its text), and clicking or typing into it with the engine's own input.
 */
import type { EngineDriver } from './driver.js';

const POLL_MS = 250;
const DEFAULT_TIMEOUT_MS = 20_000;

/** Polls `body` (an async function body run in the page) until it returns a truthy value; resolves with it. */
export async function waitUntil<T>(driver: EngineDriver, what: string, body: string, args: unknown[] = [], timeoutMs = DEFAULT_TIMEOUT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      last = await driver.run<T>(body, ...args);
      if (last) return last as T;
    } catch (error) {
      // A navigation in progress replaces the document the script ran in; ask again.
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`${driver.engine}: ${what} not seen within ${timeoutMs} ms (last answer: ${JSON.stringify(last)})`);
}

/** A name to find an element by: its exact name, or a pattern (RegExp source) it matches. */
export type Name = string | { pattern: string };

const FIND = `
  const [css, exact, pattern, mark] = arguments;
  const re = pattern === null ? null : new RegExp(pattern);
  const nameOf = (el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\\s+/g, ' ').trim();
  for (const element of document.querySelectorAll(css)) {
    if (element.getClientRects().length === 0 && element.type !== 'file') continue;
    const name = nameOf(element);
    if (exact !== null && name !== exact) continue;
    if (re !== null && !re.test(name)) continue;
    if (element.disabled) continue;
    document.querySelectorAll('[data-engine-target="' + mark + '"]').forEach((old) => old.removeAttribute('data-engine-target'));
    element.setAttribute('data-engine-target', mark);
    return name || true;
  }
  return false;
`;

let marks = 0;

/** A mark not used before, for a page script to set as an element's `data-engine-target`, and the selector for that element. */
export function newMark(): { mark: string; selector: string } {
  marks += 1;
  const mark = `t${marks}`;
  return { mark, selector: `[data-engine-target="${mark}"]` };
}

/** Waits for an enabled, rendered element matching `css` and `name`; resolves with a selector for it alone. */
export async function find(driver: EngineDriver, css: string, name?: Name, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<string> {
  const { mark, selector } = newMark();
  const exact = typeof name === 'string' ? name : null;
  const pattern = typeof name === 'object' ? name.pattern : null;
  await waitUntil(driver, `${css} named ${JSON.stringify(name ?? 'anything')}`, FIND, [css, exact, pattern, mark], timeoutMs);
  return selector;
}

/**
 * Clicks `selector` once it sits still in the middle of the view: its box the same at two looks
 * POLL_MS apart (as Playwright's "stable" check), since a click goes to a point on the screen and
 * content still arriving above would move the element away from it.
 */
export async function click(driver: EngineDriver, selector: string): Promise<void> {
  await waitUntil(driver, `${selector} to sit still`, `
    const element = document.querySelector(arguments[0]);
    if (!element) return false;
    element.scrollIntoView({ block: 'center', inline: 'nearest' });
    const rect = element.getBoundingClientRect();
    const now = [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',');
    const still = now === window.__engineRect;
    window.__engineRect = now;
    return still;
  `, [selector]);
  await driver.click(selector);
}

export async function clickOn(driver: EngineDriver, css: string, name?: Name, timeoutMs?: number): Promise<void> {
  await click(driver, await find(driver, css, name, timeoutMs));
}

export async function typeInto(driver: EngineDriver, css: string, text: string): Promise<void> {
  await driver.type(await find(driver, css), text);
}

/** Waits until the page shows `text` somewhere inside `css` (default: the main region). */
export function waitForText(driver: EngineDriver, text: string, css = 'main', timeoutMs?: number): Promise<unknown> {
  return waitUntil(driver, `the text ${JSON.stringify(text)}`, `
    const [css, text] = arguments;
    return [...document.querySelectorAll(css)].some((element) => element.textContent.replace(/\\s+/g, ' ').includes(text));
  `, [css, text], timeoutMs);
}

/** The hash route once it equals `route`. */
export function waitForRoute(driver: EngineDriver, route: string, timeoutMs?: number): Promise<unknown> {
  return waitUntil(driver, `the route ${route}`, 'return location.hash === "#" + arguments[0];', [route], timeoutMs);
}

/** The titles of the page's first card grid (or the one named `listName`) once it has cards and is not busy. */
export function gridTitles(driver: EngineDriver, listName?: string, timeoutMs?: number): Promise<string[]> {
  return waitUntil<string[]>(driver, `the grid ${listName ?? 'of the page'}`, `
    const grids = [...document.querySelectorAll('main ul.game-grid')];
    const list = arguments[0] === null ? grids[0] : grids.find((grid) => grid.getAttribute('aria-label') === arguments[0]);
    if (!list || list.getAttribute('aria-busy') === 'true') return false;
    const titles = [...list.querySelectorAll('.game-card-title')].map((title) => title.textContent.trim());
    return titles.length > 0 ? titles : false;
  `, [listName ?? null], timeoutMs);
}
