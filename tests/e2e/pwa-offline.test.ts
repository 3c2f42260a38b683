/**
 * Offline, honestly: the server process is stopped (not only the page's network), then pages that
 * were visited online reload with their content, a view never saved says so, the offline banner
 * shows and sign-in says it is offline. The server is started again after each test.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, type Fixtures } from './support/fixtures.js';
import { menuButton, storedApiKeys, waitForControl, waitForGrid, waitForServiceWorker } from './support/pages.js';
import { expectRoute } from './support/session.js';
import { SPEC_LIST_ROUTES, isListRequest } from '../support/spec-routes.js';

const NOT_SAVED = /(isn.t|not) saved for offline/i;

function nav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/** Takes the server away entirely and tells the browser it is offline (navigator.onLine false). */
async function goOffline(serverProcess: Fixtures['serverProcess'], context: BrowserContext): Promise<void> {
  await serverProcess.stop();
  await context.setOffline(true);
}

/** Loads `route` as a fresh document (a reload), the way a person reopening the page would. */
async function reloadAt(page: Page, route: string): Promise<void> {
  await page.goto(`/#${route}`);
  await page.reload();
}

test.describe('PWA offline', () => {
  test.beforeAll(async ({ fakeService, serverProcess }) => {
    await serverProcess.restart();
    await fakeService.reset();
  });
  test.afterEach(async ({ serverProcess }) => {
    await serverProcess.start();
  });

  test('home, a list and a detail visited online reload with the server stopped; an unvisited list says it is not saved; banner; offline sign-in', async ({ context, page, pageErrors, openWithToken, serverProcess }) => {
    // Save-Data: the app then skips its offline-catalogue download, so only what was visited is kept.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    await openWithToken(page, '/home');
    await waitForGrid(page, 'Recommended games');
    await waitForServiceWorker(page);
    await waitForControl(page);

    await menuButton(nav(page), 'Platforms').click();
    await nav(page).getByRole('link', { name: 'Pc', exact: true }).click();
    const listGrid = await waitForGrid(page);
    const listTitle = (await listGrid.getByRole('listitem').first().getByRole('heading').innerText()).trim();
    await listGrid.getByRole('listitem').first().getByRole('link', { name: listTitle, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: listTitle }).waitFor();
    await page.getByRole('heading', { name: 'Minimum System Requirements' }).waitFor();
    const detailRoute = new URL(page.url()).hash.slice(1);
    await nav(page).getByRole('link', { name: 'Home', exact: true }).click();
    const homeGrid = await waitForGrid(page, 'Recommended games');
    const homeTitles = await homeGrid.getByRole('heading').allInnerTexts();
    // Detached now: a DevTools session left open undoes the offline emulation on reload.
    await cdp.detach();

    await goOffline(serverProcess, context);

    await reloadAt(page, '/home');
    await page.getByRole('heading', { name: 'Find & track the best free-to-play games!' }).waitFor();
    expect(await (await waitForGrid(page, 'Recommended games')).getByRole('heading').allInnerTexts()).toEqual(homeTitles);

    await reloadAt(page, '/platforms/pc');
    const offlineList = await waitForGrid(page);
    expect((await offlineList.getByRole('listitem').first().getByRole('heading').innerText()).trim()).toBe(listTitle);

    await reloadAt(page, detailRoute);
    await page.getByRole('heading', { level: 1, name: listTitle }).waitFor();
    await page.getByRole('heading', { name: 'Minimum System Requirements' }).waitFor();

    // The banner says the network is gone and how old the data on screen is.
    const banner = page.getByRole('status').filter({ hasText: "You're offline" });
    await banner.waitFor();
    expect(await banner.innerText()).toMatch(/saved .*(ago|just now|second|minute)/i);

    await reloadAt(page, '/categories/zombie');
    await page.getByRole('main').getByText(NOT_SAVED).waitFor();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    await banner.waitFor();

    // Signing in offline says so at once.
    await nav(page).getByRole('button', { name: 'LogOut' }).click();
    await expectRoute(page, '/login');
    await page.getByLabel('Email', { exact: true }).fill('someone@example.com');
    await page.getByLabel('Password', { exact: true }).fill('offline12');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: "You're offline: connect to sign in" }).waitFor({ timeout: 3_000 });
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  test('after sign-in the app saves every navbar list, so each opens with the server stopped', async ({ context, page, appUrl, fakeService, signIn, serverProcess }) => {
    // Eighteen page loads after two waits of their own: on a slow machine the suite's 60 s ran out
    // part-way through the list (docs/testing.md), and the page it was on was counted missing.
    test.setTimeout(150_000);
    await signIn(page);
    await waitForServiceWorker(page);
    const wanted = SPEC_LIST_ROUTES.length;
    // The server fetched every list from the games service, and the service worker stored them.
    await expect.poll(async () => {
      const asked = await fakeService.requests();
      return SPEC_LIST_ROUTES.filter((route) => asked.some((url) => isListRequest(url, route.query))).length;
    }, { timeout: 40_000, intervals: [500] }).toBe(wanted);
    await expect.poll(async () => new Set((await storedApiKeys(page)).filter((key) => key.includes('/api/games'))).size, { timeout: 15_000, intervals: [300] })
      .toBeGreaterThanOrEqual(wanted);

    await goOffline(serverProcess, context);
    await reloadAt(page, '/all');
    await waitForGrid(page);
    const missing: string[] = [];
    for (const route of SPEC_LIST_ROUTES) {
      await page.goto(appUrl(route.path));
      try {
        await waitForGrid(page, undefined, 10_000);
      } catch {
        missing.push(route.path);
      }
    }
    expect(missing, 'list pages that did not open offline').toEqual([]);
  });
});
