/**
 * More like this is computed in the browser from the stored catalogue index, so a game's page
 * visited online shows the same six games, with their reasons, once the server process is gone.
 */
import { expect, test } from './support/fixtures.js';
import { openListUnderServiceWorker } from './support/pages.js';

test.describe('More like this', () => {
  test.beforeAll(async ({ fakeService, serverProcess }) => {
    await serverProcess.restart();
    await fakeService.reset();
  });
  test.afterEach(async ({ serverProcess }) => {
    await serverProcess.start();
  });

  test('shows six games with what they share, online and with the server killed', async ({ context, page, pageErrors, openWithToken, serverProcess }) => {
    // Loaded again under the service worker's control, so it stores what the page asked for.
    const grid = await openListUnderServiceWorker(page, openWithToken, '/all');
    const card = grid.getByRole('listitem').first();
    const title = (await card.getByRole('heading').innerText()).trim();
    await card.getByRole('link', { name: title, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    const section = page.getByRole('region', { name: 'More like this' });
    await section.waitFor();
    const items = section.getByRole('listitem');
    await expect(items).toHaveCount(6);
    const online = await items.allInnerTexts();
    for (const text of online) expect(text).toMatch(/Shares \S/);
    expect(online.join('\n')).not.toContain(title);

    await serverProcess.stop();
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect(section.getByRole('listitem')).toHaveCount(6);
    expect(await section.getByRole('listitem').allInnerTexts()).toEqual(online);

    // Each is a link to that game's page, which opens from what was stored or as the partial page.
    const first = section.getByRole('link').first();
    const firstTitle = (await first.innerText()).trim();
    await first.click();
    await page.getByRole('heading', { level: 1, name: firstTitle }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
