/**
 * axe-core on every page of the app (support/spec-routes.ts), in the light and in the dark theme,
 * the forms also with their alerts showing and a list also under the offline banner: no violation
 * of serious or critical impact. Colour contrast is among axe's rules, so each theme's colours are checked.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './support/fixtures.js';
import type { Page } from '@playwright/test';
import { waitForGrid, waitForPage } from './support/pages.js';
import { GUEST_PAGES, SIGNED_IN_PAGES, SPEC_LIST_ROUTES } from '../support/spec-routes.js';

/**
 * A grid's cards are one component: axe reads the first dozen of each grid (a full list of 400
 * would take it minutes per page), and every other element of the page.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).exclude('.game-grid > li:nth-child(n+13)')
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

const LIST_PATHS = SPEC_LIST_ROUTES.map((route) => route.path);
const OTHER_SIGNED_IN_PAGES = SIGNED_IN_PAGES.filter((route) => !LIST_PATHS.includes(route));

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`Accessibility in the ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    // Two walks, each within its own time limit: a list page is the heaviest page axe reads.
    for (const [part, lists] of [['platforms and orders', LIST_PATHS.slice(0, 7)], ['categories', LIST_PATHS.slice(7)]] as const) {
      test(`the spec’s lists (All, ${part}) have no serious or critical violations`, async ({ page, appUrl, openWithToken }) => {
        test.setTimeout(180_000);
        const found: Record<string, string[]> = {};
        await openWithToken(page, '/home');
        await checkPages(page, appUrl, lists, found, true);
        expect(found).toEqual({});
      });
    }

    test('the landing, Browse, My Games, detail and not-found pages have no serious or critical violations', async ({ page, appUrl, openWithToken }) => {
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
  });
}
