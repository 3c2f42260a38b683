/**
 * A first visit in Chromium (no service worker in control yet) while the games service never sends
 * a picture: the page asks for at most three pictures at once, so the connections left to it still
 * carry what a person opens next (a route's chunk, its data).
 */
import { createSession } from '../../tools/account.js';
import { expect, test } from './support/fixtures.js';
import { waitForGrid } from './support/pages.js';

test.describe('A first visit', () => {
  test.afterEach(async ({ fakeService }) => {
    await fakeService.setMode('normal');
  });

  test('asks for at most three pictures at once while they hang, and My Games still opens', async ({ baseURL, fakeService, openPage, openWithToken, serverProcess }) => {
    const token = (await createSession(baseURL ?? '', 'first-visit')).token;
    // A fresh server process holds no picture yet: every thumbnail goes to the games service.
    await serverProcess.restart();
    await fakeService.reset();
    await fakeService.setMode('hang-images');
    const { page } = await openPage();
    await openWithToken(page, '/all', token);
    const grid = await waitForGrid(page, 'All games');

    const pictureTimes = async () => (await fakeService.timedRequests()).filter(({ url }) => url.pathname.startsWith('/g/')).map(({ at }) => at);
    // The server gives up on a picture after 5 s; until then three hold their turns, and every other
    // card near the view waits as an empty box. Without turns, all six connections carried one.
    await expect.poll(async () => (await pictureTimes()).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    await expect(grid.locator('img.game-thumb')).toHaveCount(3);
    expect(await grid.locator('span.game-thumb').count()).toBeGreaterThan(0);
    // At most three asked in any 4.5 s, the time each hangs before the server gives up: a slow
    // machine reaches this line after the next three turns have begun, so the total is no measure.
    const times = await pictureTimes();
    const mostAtOnce = Math.max(...times.map((start) => times.filter((at) => at >= start && at < start + 4_500).length));
    expect(mostAtOnce).toBe(3);

    await page.getByRole('link', { name: 'My Games' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Games' })).toBeVisible();
  });
});
