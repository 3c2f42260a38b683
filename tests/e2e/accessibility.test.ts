/** axe-core on the landing, list, detail, login and register pages: no violation of serious or critical impact. */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './support/fixtures.js';
import type { Page } from '@playwright/test';
import { waitForGrid } from './support/pages.js';
import { expectRoute } from './support/session.js';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
}

test.describe('Accessibility', () => {
  test('landing, list and detail pages have no serious or critical violations', async ({ page, appUrl, openWithToken }) => {
    const found: Record<string, string[]> = {};

    await openWithToken(page, '/home');
    await waitForGrid(page, 'Recommended games');
    found.landing = await seriousViolations(page);

    // A smaller list than All keeps axe quick; the cards and grid are the same components.
    await page.goto(appUrl('/platforms/browser'));
    const grid = await waitForGrid(page);
    found.list = await seriousViolations(page);

    await grid.getByRole('listitem').first().getByRole('link').first().click();
    await page.waitForURL((url) => url.hash.startsWith('#/gamedetails/'));
    await page.getByRole('heading', { name: 'Minimum System Requirements' }).waitFor();
    found.detail = await seriousViolations(page);

    expect(found).toEqual({ landing: [], list: [], detail: [] });
  });

  test('login and register pages have no serious or critical violations, also with their alerts showing', async ({ page, appUrl }) => {
    const found: Record<string, string[]> = {};

    await page.goto(appUrl('/login'));
    await page.getByRole('heading', { name: 'Login To Our Website' }).waitFor();
    found.login = await seriousViolations(page);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('alert').first().waitFor();
    found.loginAlerts = await seriousViolations(page);

    await page.getByRole('link', { name: 'Register Now!' }).click();
    await expectRoute(page, '/register');
    await page.getByRole('heading', { name: 'Register To Our Website' }).waitFor();
    found.register = await seriousViolations(page);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByRole('alert').first().waitFor();
    found.registerAlerts = await seriousViolations(page);

    expect(found).toEqual({ login: [], loginAlerts: [], register: [], registerAlerts: [] });
  });
});
