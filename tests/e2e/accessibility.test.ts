/**
 * axe-core on every page of the app, the lists by one of each kind (support/spec-routes.ts), in
 * the light and in the dark theme, the forms also with their alerts showing, a list also under the
 * offline banner, and every menu, dropdown and dialog open (a closed one is not in what axe
 * reads): no violation of serious or critical impact. Colour contrast is among axe's rules, so
 * each theme's colours are checked; each open menu's text is also measured on the drawn pixels
 * (support/pixel-contrast.ts).
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './support/fixtures.js';
import type { Locator, Page } from '@playwright/test';
import { FIXTURE_IDS } from '../../tools/fixtures/index.js';
import { createSession } from '../../tools/account.js';
import { MENUS } from '../../src/contract/routes.js';
import { cardOf, titleOf } from './support/library.js';
import { menuButton, waitForGrid, waitForPage } from './support/pages.js';
import { textPixels, unreadable } from './support/pixel-contrast.js';
import { GUEST_PAGES, LIST_OF_EACH_KIND, SIGNED_IN_PAGES } from '../support/spec-routes.js';

/**
 * A grid's cards are one component: axe reads the first dozen of each grid (a full list of 400
 * would take it minutes per page), and every other element of the page; or, given `within`, only
 * those elements (an open menu and its button: the page around it is read with it closed).
 */
async function seriousViolations(page: Page, within: readonly string[] = []): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  for (const selector of within) builder.include(selector);
  const results = await builder.exclude('.game-grid > li:nth-child(n+13)')
    // Details for violations only: passes and incomplete checks of every node are not serialised back.
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
}

/**
 * Opens each route in turn and records its violations under its name, only when there are some.
 * With `byHash` (pages that each replace the last, as the lists do) the app is loaded once and the
 * later routes are reached by changing the hash, as the navbar does, which spares a page load each.
 */
async function checkPages(page: Page, appUrl: (route: string) => string, routes: readonly string[], found: Record<string, string[]>, byHash = false): Promise<void> {
  for (const [index, route] of routes.entries()) {
    if (index === 0 || !byHash) {
      await page.goto(appUrl(route));
    } else {
      // The page on screen is marked, so the wait below is for the next one.
      await page.evaluate(() => document.querySelector('main')?.firstElementChild?.setAttribute('data-left', ''));
      await page.evaluate((hash) => { location.hash = hash; }, route);
      await page.waitForFunction(() => !document.querySelector('main [data-left]'), undefined, { timeout: 15_000, polling: 50 });
    }
    await waitForPage(page);
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[route] = violations;
  }
}

/**
 * What is wrong while something is open: axe's serious findings (`within` those elements, else
 * the whole page, as a dialog needs: it changes what the rest of the page offers), and text whose
 * pixels do not stand out.
 */
async function openProblems(page: Page, texts: Locator, within?: readonly string[]): Promise<string[]> {
  await expect(texts.first()).toBeVisible();
  return [...await seriousViolations(page, within), ...unreadable(await textPixels(page, texts)).map((item) => `unreadable ${item}`)];
}

/** An open status menu and the card's button that opened it. */
const STATUS_MENU = ['[role="menu"]', 'main .game-grid button[aria-expanded="true"]'];
/** The navbar's open dropdown, its button included. */
const OPEN_DROPDOWN = ['nav .dropdown.open'];

const OTHER_SIGNED_IN_PAGES = SIGNED_IN_PAGES.filter((route) => !LIST_OF_EACH_KIND.includes(route));

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`Accessibility in the ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('a list of each kind (All, a platform, an order, a category) has no serious or critical violations', async ({ page, appUrl, openWithToken }) => {
      // A list page is the heaviest page axe reads.
      test.setTimeout(120_000);
      const found: Record<string, string[]> = {};
      await openWithToken(page, '/home');
      await checkPages(page, appUrl, LIST_OF_EACH_KIND, found, true);
      expect(found).toEqual({});
    });

    test('the landing, Browse, My Games, Pick for me, the diary, Year in Play, detail and not-found pages have no serious or critical violations', async ({ page, appUrl, openWithToken }) => {
      test.setTimeout(120_000);
      const found: Record<string, string[]> = {};
      await openWithToken(page, '/home');
      await checkPages(page, appUrl, OTHER_SIGNED_IN_PAGES, found);
      expect(found).toEqual({});
    });

    test('a list under the offline banner has no serious or critical violations', async ({ context, page, openWithToken }) => {
      await openWithToken(page, '/platforms/browser');
      await waitForGrid(page);
      // The status notices are a chunk of their own: it must be here before the network goes.
      await page.getByRole('complementary', { name: 'App status', includeHidden: true }).waitFor({ state: 'attached' });
      await context.setOffline(true);
      await page.getByRole('status').filter({ hasText: "You're offline" }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await context.setOffline(false);
    });

    test('login and register have no serious or critical violations, also with their alerts showing', async ({ page, appUrl }) => {
      const found: Record<string, string[]> = {};
      await checkPages(page, appUrl, GUEST_PAGES, found);
      for (const [route, button] of [['/login', 'Login'], ['/register', 'Register']] as const) {
        await page.goto(appUrl(route));
        await waitForPage(page);
        await page.getByRole('button', { name: button, exact: true }).click();
        await page.getByRole('alert').first().waitFor();
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[`${route} with alerts`] = violations;
      }
      expect(found).toEqual({});
    });

    test('every menu, dropdown and dialog, open, has no serious or critical violations and text that stands out from its background', async ({ context, page, appUrl, baseURL, openWithToken }) => {
      test.setTimeout(150_000);
      const found: Record<string, string[]> = {};
      const check = async (what: string, texts: Locator, within?: readonly string[]) => {
        const problems = await openProblems(page, texts, within);
        if (problems.length > 0) found[what] = problems;
      };

      // A card's Track menu, then the same menu as Change on the tracked card (with Remove).
      // An account of its own: the removal below may still be on its way when the test ends, and the
      // worker's account is shared with tests that count their library.
      await openWithToken(page, '/platforms/browser', (await createSession(baseURL ?? '', 'menus')).token);
      const grid = await waitForGrid(page);
      const title = await titleOf(grid.getByRole('listitem').first());
      const card = cardOf(page, grid, title);
      const menu = page.getByRole('menu', { name: `Status of ${title}` });
      await card.getByRole('button', { name: `Track ${title}`, exact: true }).click();
      await check('Track menu', menu.locator('[role^="menuitem"]'), STATUS_MENU);
      // Offline, the change waits on this device: LogOut then asks its question (below).
      await context.setOffline(true);
      await menu.getByRole('menuitemradio', { name: 'Want to try' }).click();
      await card.getByRole('button', { name: `Change status of ${title}`, exact: true }).click();
      await check('Change menu', menu.locator('[role^="menuitem"]'), STATUS_MENU);
      await page.keyboard.press('Escape');
      // The sign-out question, asked while that change cannot reach the server.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'LogOut' }).click();
      const question = page.getByRole('dialog', { name: '1 change on this device is not synced yet:' });
      await check('sign-out question', question.locator('h2, p, button'));
      await question.getByRole('button', { name: 'Cancel' }).click();
      await context.setOffline(false);

      await card.getByRole('button', { name: `Change status of ${title}`, exact: true }).click();
      await menu.getByRole('menuitem', { name: 'Remove' }).click();
      await expect(card.getByRole('button', { name: `Track ${title}`, exact: true })).toBeVisible();

      // The navbar's dropdowns.
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const { label } of MENUS) {
        await menuButton(nav, label).click();
        await check(`${label} dropdown`, nav.locator('.dropdown.open .dropdown-list a'), OPEN_DROPDOWN);
        await page.keyboard.press('Escape');
      }

      // The lightbox over a game's page.
      await page.goto(appUrl(`/gamedetails/${FIXTURE_IDS.pcGame}`));
      const gallery = page.getByRole('region', { name: 'Screenshots' });
      await gallery.waitFor({ timeout: 20_000 });
      await gallery.getByRole('button').first().click();
      const dialog = page.getByRole('dialog');
      await check('lightbox', dialog.locator('figcaption, button'));
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);

      // The phone's menu, and a dropdown open inside it.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(appUrl('/home'));
      await waitForPage(page);
      await nav.getByRole('button', { name: 'Menu', exact: true }).click();
      await check('phone menu', nav.locator('.site-menu.open > li > :is(a, button)'), ['nav']);
      await menuButton(nav, 'Categories').click();
      await check('phone menu with Categories open', nav.locator('.dropdown.open .dropdown-list a'), ['nav']);

      expect(found).toEqual({});
    });
  });
}
