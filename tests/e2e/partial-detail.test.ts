/**
 * A game whose page was never opened, with the server stopped and the browser offline: the page
 * shows what the stored list knows, says what is missing, and completes itself (no reload, no
 * click) once the server and the network are back.
 */
import { expect, test } from './support/fixtures.js';
import { openListUnderServiceWorker } from './support/pages.js';

test.describe('Detail not yet stored offline', () => {
  test.beforeAll(async ({ fakeService, serverProcess }) => {
    await serverProcess.restart();
    await fakeService.reset();
  });
  test.afterEach(async ({ serverProcess }) => {
    await serverProcess.start();
  });

  test('shows the partial page offline, then the full page by itself when the network returns', async ({ context, page, pageErrors, openWithToken, serverProcess }) => {
    // Save-Data: the app skips its offline-catalogue download, so only the visited list is kept.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    // Loaded again under the service worker's control, so it stores what the page asked for.
    const grid = await openListUnderServiceWorker(page, openWithToken, '/all');
    const card = grid.getByRole('listitem').nth(4);
    const title = (await card.getByRole('heading').innerText()).trim();
    const href = await card.getByRole('link', { name: title, exact: true }).getAttribute('href');
    expect(href).toMatch(/^#\/gamedetails\/\d+$/);
    // Detached now: a DevTools session left open undoes the offline emulation on reload.
    await cdp.detach();

    await serverProcess.stop();
    await context.setOffline(true);
    await page.goto(`/${href}`);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const main = page.getByRole('main');
    await main.getByText("You're offline: the full page needs a connection.").waitFor();
    await expect(main.getByText(/Not saved here yet: the description, the system requirements and the screenshots/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'What we know offline' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Minimum System Requirements' })).toHaveCount(0);

    await serverProcess.start();
    await context.setOffline(false);
    await page.getByRole('heading', { name: 'Minimum System Requirements' }).waitFor({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('region', { name: 'What we know offline' })).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
});
