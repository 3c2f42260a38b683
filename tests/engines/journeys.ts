/**
 * The journeys every engine runs, written once against EngineDriver. Each opens its own fresh
 * browser session (an empty profile), loads its first page afresh and signs in through the form.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EngineDriver } from './support/driver.js';
import { click, clickOn, find, gridTitles, newMark, typeInto, waitForRoute, waitForText, waitUntil } from './support/page.js';
import { WARFRAME, WARFRAME_ID, type Stack } from './support/stack.js';
import { SPEC_LIST_ROUTES } from '../support/spec-routes.js';
import { API_PATHS } from '../../src/contract/api.js';

export interface Journey {
  name: string;
  run(driver: EngineDriver, stack: Stack): Promise<void>;
}

/** A fresh document at `route` (a hash change alone would keep the current one). */
async function open(driver: EngineDriver, stack: Stack, route: string): Promise<void> {
  await driver.goto(`${stack.baseUrl}/healthz`);
  await driver.goto(stack.appUrl(route));
}

async function submitLogin(driver: EngineDriver, stack: Stack, credentials: { email: string; password: string }): Promise<void> {
  await stack.signInSlot();
  for (const [name, value] of [['email', credentials.email], ['password', credentials.password]] as const) {
    const field = await find(driver, `main input[name="${name}"]`);
    // The login page keeps the email a registration just used.
    const current = await driver.run<string>('return document.querySelector(arguments[0]).value;', field);
    if (current === value) continue;
    if (current !== '') throw new Error(`the login form's ${name} holds ${JSON.stringify(current)}`);
    await driver.type(field, value);
  }
  await clickOn(driver, 'main button[type="submit"]', 'Login');
}

/** Opens the login page afresh, signs in through the form with the run's account, and waits for #/home. */
async function signIn(driver: EngineDriver, stack: Stack): Promise<void> {
  await open(driver, stack, '/login');
  await submitLogin(driver, stack, stack.account);
  await waitForRoute(driver, '/home');
}

/** True once a service worker controls the page; false until then. */
const CONTROLLED = 'return navigator.serviceWorker.controller !== null;';
const ACTIVE_WORKER = 'const registration = await navigator.serviceWorker.getRegistration(); return registration?.active?.state === "activated";';

async function underServiceWorker(driver: EngineDriver, stack: Stack, route: string): Promise<void> {
  await driver.goto(stack.appUrl(route));
  await waitUntil(driver, 'an activated service worker', ACTIVE_WORKER, [], 30_000);
  await driver.reload();
  await waitUntil(driver, 'the service worker in control after a reload', CONTROLLED, [], 15_000);
}

/**
 * Marks the first card of the grid whose game the account's library on the server does not hold, and
 * resolves with its title. Journeys on one stack share the account, and a game an earlier one tracked
 * (Pick for me adds a random one) shows Track only until this page's first pull: a card chosen by its
 * label alone could turn into "Change status of …" under the journey.
 */
const UNTRACKED_CARD = `
  const [mark, libraryPath] = arguments;
  const response = await fetch(libraryPath, { headers: { Authorization: 'Bearer ' + localStorage.getItem('token') } });
  if (!response.ok) return false;
  const held = new Set((await response.json()).entries.filter((entry) => !entry.deleted).map((entry) => entry.game_id));
  for (const card of document.querySelectorAll('main ul.game-grid .game-card')) {
    const id = Number(card.querySelector('a.game-card-thumb')?.getAttribute('href')?.match(/gamedetails\\/(\\d+)/)?.[1]);
    const button = card.querySelector('.game-card-track button');
    if (!id || held.has(id) || !button || button.disabled || !/^Track /.test(button.getAttribute('aria-label') ?? '')) continue;
    button.setAttribute('data-engine-target', mark);
    return button.getAttribute('aria-label').replace(/^Track /, '');
  }
  return false;
`;

/** Tracks the first card whose game is in no library yet (UNTRACKED_CARD) with `status`. */
async function trackFirstCard(driver: EngineDriver, status: string): Promise<string> {
  const { mark, selector } = newMark();
  const title = await waitUntil<string>(driver, 'a card whose game the library does not hold', UNTRACKED_CARD, [mark, API_PATHS.library], 30_000);
  await click(driver, selector);
  await clickOn(driver, '[role="menuitemradio"]', status);
  await find(driver, 'main ul.game-grid button', `Change status of ${title}`);
  return title;
}

export const JOURNEYS: readonly Journey[] = [
  {
    name: 'signs up through the register form, then in through the login form',
    async run(driver, stack) {
      const email = `engine-${driver.engine}-${Date.now().toString(36)}@example.com`;
      await open(driver, stack, '/register');
      for (const [name, value] of [['first_name', 'Robin'], ['last_name', 'Engine'], ['age', '31'], ['email', email], ['password', 'engines42']] as const) {
        await typeInto(driver, `main input[name="${name}"]`, value);
      }
      await clickOn(driver, 'main button[type="submit"]', 'Register');
      await waitForRoute(driver, '/login');
      await submitLogin(driver, stack, { email, password: 'engines42' });
      await waitForRoute(driver, '/home');
      await find(driver, 'nav button', 'LogOut');
    },
  },
  {
    name: 'shows the grid of all games',
    async run(driver, stack) {
      await signIn(driver, stack);
      await open(driver, stack, '/all');
      const titles = await gridTitles(driver, undefined, 30_000);
      if (!titles.includes(WARFRAME) && titles.length < 20) throw new Error(`the grid of all games shows ${titles.length} cards`);
    },
  },
  {
    name: 'opens every list of the navbar, each with its games or its empty message',
    async run(driver, stack) {
      await signIn(driver, stack);
      await open(driver, stack, '/all');
      await gridTitles(driver, undefined, 30_000);
      for (const { path } of SPEC_LIST_ROUTES.slice(1)) {
        // As a navbar link does: the hash changes in the same document. The list on screen is marked,
        // so the wait is for the next one.
        await driver.run('document.querySelector("main")?.firstElementChild?.setAttribute("data-left", ""); location.hash = arguments[0];', path);
        await waitUntil(driver, `the list ${path}`, `
          if (location.hash !== '#' + arguments[0] || document.querySelector('main [data-left]')) return false;
          const grid = document.querySelector('main ul.game-grid');
          const cards = grid && grid.getAttribute('aria-busy') !== 'true' ? grid.querySelectorAll('.game-card-title').length : 0;
          return cards > 0 || document.querySelector('main')?.textContent.includes('No games found for this view.');
        `, [path]);
      }
    },
  },
  {
    name: 'shows a game page with its requirements, and More like this leads to another',
    async run(driver, stack) {
      await signIn(driver, stack);
      await open(driver, stack, `/gamedetails/${WARFRAME_ID}`);
      await find(driver, 'main h1', WARFRAME);
      await find(driver, 'main h2', 'Minimum System Requirements');
      await waitForText(driver, 'Windows 10 64-bit');
      // More like this comes from the stored catalogue index, after the page.
      await find(driver, 'main h2', 'More like this', 30_000);
      const similar = await driver.run<string>('return document.querySelector("main .more-like-this-title").textContent.trim();');
      const escaped = similar.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await clickOn(driver, 'main a.more-like-this-link', { pattern: `${escaped}$` });
      await find(driver, 'main h1', similar);
    },
  },
  {
    name: 'finds Warframe in Browse from "warfrme"',
    async run(driver, stack) {
      await signIn(driver, stack);
      await open(driver, stack, '/browse');
      await gridTitles(driver, 'Search results', 30_000);
      await typeInto(driver, 'main .browse-page search input', 'warfrme');
      await waitUntil(driver, 'Warframe first in the results', `
        const first = document.querySelector('main ul.game-grid[aria-label="Search results"] .game-card-title');
        return first?.textContent.trim() === arguments[0];
      `, [WARFRAME]);
    },
  },
  {
    name: 'has the service worker in control after a reload',
    async run(driver, stack) {
      await signIn(driver, stack);
      await underServiceWorker(driver, stack, '/all');
      await gridTitles(driver);
    },
  },
  {
    name: "tracks a game from a card's Track button, and My Games has it after a reload",
    async run(driver, stack) {
      await signIn(driver, stack);
      await open(driver, stack, '/all');
      const title = await trackFirstCard(driver, 'Want to try');
      await open(driver, stack, '/library');
      const mine = await gridTitles(driver, undefined, 30_000);
      if (!mine.includes(title)) throw new Error(`My Games shows ${JSON.stringify(mine)}, not ${title}`);
    },
  },
  {
    name: 'keeps a rating and a note set on the game page',
    async run(driver, stack) {
      await signIn(driver, stack);
      await open(driver, stack, `/gamedetails/${WARFRAME_ID}`);
      await clickOn(driver, 'main .status-choice label', 'Playing', 30_000);
      await clickOn(driver, 'main .rating-field label', { pattern: '4 stars$' });
      await typeInto(driver, 'main textarea', 'Great with friends');
      // The panel's one sync line: the note has reached the server.
      await waitUntil(driver, 'the note synced', 'return document.querySelector("main .sync-hint")?.textContent.trim() === "Synced";');
      await open(driver, stack, `/gamedetails/${WARFRAME_ID}`);
      await waitUntil(driver, 'the rating and note after a reload', `
        const stars = [...document.querySelectorAll('main .rating-field input')].findIndex((input) => input.checked);
        return stars === 4 && document.querySelector('main textarea')?.value === 'Great with friends';
      `, [], 30_000);
    },
  },
  {
    name: 'picks a game for me and adds it to Want to try',
    async run(driver, stack) {
      await signIn(driver, stack);
      await open(driver, stack, '/pick');
      const picked = await waitUntil<string>(driver, 'a picked game', 'return document.querySelector("main #pick-title")?.textContent.trim() || false;', [], 30_000);
      await clickOn(driver, 'main .pick-actions button', { pattern: '^Want to try' });
      await waitForText(driver, `${picked}: added to Want to try.`);
    },
  },
  {
    name: "opens a screenshot in the lightbox and closes it",
    async run(driver, stack) {
      await signIn(driver, stack);
      await open(driver, stack, `/gamedetails/${WARFRAME_ID}`);
      await clickOn(driver, 'main .screenshot-gallery li:first-child button', undefined, 30_000);
      const dialog = await find(driver, '[role="dialog"]', `${WARFRAME} screenshots`);
      await waitUntil(driver, 'the big picture loaded', 'const image = document.querySelector(arguments[0] + " img"); return Boolean(image?.complete && image.naturalWidth > 0);', [dialog]);
      await clickOn(driver, '[role="dialog"] button', 'Close');
      await waitUntil(driver, 'the lightbox closed', 'return document.querySelector("[role=dialog]") === null;');
    },
  },
  {
    name: 'exports the library as JSON and imports a small CSV',
    async run(driver, stack) {
      await signIn(driver, stack);
      await open(driver, stack, '/all');
      const tracked = await trackFirstCard(driver, 'Playing');
      await open(driver, stack, '/library');
      await gridTitles(driver, undefined, 30_000);
      // The file the app hands the browser to save, read back from the Blob it made.
      await driver.run('window.__exports = []; const made = URL.createObjectURL.bind(URL); URL.createObjectURL = (blob) => { window.__exports.push(blob); return made(blob); };');
      await clickOn(driver, 'main button', 'Export JSON');
      const exported = await waitUntil<string>(driver, 'the exported file', 'return window.__exports[0] ? await window.__exports[0].text() : false;');
      const entries = (JSON.parse(exported) as { entries: { title: string; status: string }[] }).entries;
      if (!entries.some((entry) => entry.title === tracked && entry.status === 'playing')) throw new Error(`the export holds ${exported.slice(0, 300)}`);

      const file = join(stack.scratchDir, `import-${driver.engine}.csv`);
      await writeFile(file, `title,status\n${WARFRAME},Completed\n`);
      await driver.upload(await find(driver, 'main .transfer-panel input[type="file"]'), file);
      // The rating journey, before this one on the same stack (support/run-journeys.ts), tracked Warframe
      // as Playing: the review offers the file's Completed, kept mine by default.
      await clickOn(driver, 'main button', 'Take the file’s for all');
      await clickOn(driver, 'main button', 'Import 1 game');
      await waitForText(driver, 'Imported 1 game.');
      await open(driver, stack, '/library');
      await waitUntil(driver, 'Warframe in My Games', 'return [...document.querySelectorAll("main .game-card-title")].some((title) => title.textContent.trim() === arguments[0]);', [WARFRAME], 30_000);
    },
  },
  {
    name: 'saves every game for offline use',
    async run(driver, stack) {
      await signIn(driver, stack);
      await underServiceWorker(driver, stack, '/library');
      // The export block comes with the library's grid, above the Storage section: once it is there the
      // section no longer moves down (a mouse click at its old place reached a game card in one run).
      await find(driver, 'main .transfer-panel', undefined, 30_000);
      await clickOn(driver, 'main section.storage-section button', 'Save for offline', 30_000);
      await clickOn(driver, 'main section.storage-section button', 'Start saving');
      await waitForText(driver, 'Saved for offline: all', 'main section.storage-section', 120_000);
    },
  },
  {
    name: 'says "A new version is ready" after a deploy, and Reload brings the new version in',
    async run(driver, stack) {
      await signIn(driver, stack);
      await underServiceWorker(driver, stack, '/all');
      await gridTitles(driver);
      // The page watches for updates once its start-up has registered the worker.
      await waitUntil(driver, 'the worker registered', 'return performance.getEntriesByName("freeplay:service worker registration:done").length > 0;');
      await stack.deployUpdate();
      // The person comes back to the app: its visible-again check (src/pwa/watch-for-updates.ts)
      // asks the browser for a new service worker. The page is marked to tell it from the reloaded one.
      await driver.run('window.beforeUpdate = true; document.dispatchEvent(new Event("visibilitychange"));');
      await waitForText(driver, 'A new version is ready', 'body', 30_000);
      await clickOn(driver, 'button', 'Reload');
      // A reloaded page, controlled, with no version left waiting. Not the worker's state: WebKit
      // shows the reloaded page its new worker as "activating" until the next load, while it
      // already answers the page's requests (docs/browser-support.md).
      await waitUntil(driver, 'the new version in control, the notice gone', `
        if (window.beforeUpdate || navigator.serviceWorker.controller === null) return false;
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.active && !registration.waiting && !registration.installing && !document.body.textContent.includes('A new version is ready');
      `, [], 30_000);
      await gridTitles(driver);
    },
  },
  {
    name: 'shows the grid with the server stopped',
    async run(driver, stack) {
      await signIn(driver, stack);
      await underServiceWorker(driver, stack, '/all');
      const online = await gridTitles(driver);
      await stack.server.stop();
      try {
        await driver.reload();
        const offline = await gridTitles(driver, undefined, 30_000);
        if (offline[0] !== online[0]) throw new Error(`offline the grid starts with ${offline[0]}, online with ${online[0]}`);
      } finally {
        await stack.server.start();
      }
    },
  },
];
