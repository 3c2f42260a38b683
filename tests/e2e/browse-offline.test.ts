/**
 * Browse with the server process stopped: the index the service worker stored answers the search.
 * Also a keyboard-only search-and-open journey. The server is started again after each test.
 */
import { expect, test } from './support/fixtures.js';
import { cardTitles, storedApiKeys, waitForControl, waitForGrid, waitForServiceWorker } from './support/pages.js';

interface Index { games: { id: number; title: string }[] }

test.describe('Browse offline and by keyboard', () => {
  test.afterEach(async ({ serverProcess }) => {
    await serverProcess.start();
  });

  test('searches with the server process killed, from the stored index', async ({ context, page, appUrl, openWithToken, serverProcess }) => {
    await openWithToken(page, '/browse');
    await waitForServiceWorker(page);
    await waitForControl(page);
    // Loaded once under the worker's control, so it is stored.
    await page.reload();
    await waitForGrid(page, 'Search results');
    await expect.poll(async () => (await storedApiKeys(page)).includes('/api/catalogue'), { timeout: 15_000, intervals: [300] }).toBe(true);
    const index = await page.evaluate(async () => (await fetch('/api/catalogue')).json()) as Index;
    const game = index.games[7] ?? index.games[0];
    if (!game) throw new Error('empty catalogue');

    await serverProcess.stop();
    await context.setOffline(true);
    await page.goto(appUrl(`/browse?q=${encodeURIComponent(game.title)}`));
    await page.reload();
    const grid = await waitForGrid(page, 'Search results');
    expect((await cardTitles(grid, 1))[0]).toBe(game.title);
    await context.setOffline(false);
  });

  test('keyboard only: / focuses the navbar search, typing opens Browse, Tab reaches the first result, Enter opens it', async ({ page, openWithToken }) => {
    await openWithToken(page, '/home');
    await waitForGrid(page, 'Recommended games');
    const index = await page.evaluate(async () => (await fetch('/api/catalogue')).json()) as Index;
    const game = index.games[3] ?? index.games[0];
    if (!game) throw new Error('empty catalogue');
    await page.getByRole('searchbox', { name: 'Search all games' }).waitFor();
    await page.keyboard.press('/');
    await page.keyboard.type(game.title);
    await page.waitForURL((url) => url.hash.startsWith('#/browse?q='));
    const grid = await waitForGrid(page, 'Search results');
    await expect.poll(async () => (await cardTitles(grid, 1))[0], { timeout: 10_000 }).toBe(game.title);
    const firstLink = grid.getByRole('listitem').first().getByRole('link').first();
    // Bounded: at most 120 presses of Tab to reach the first result's link.
    for (let presses = 0; presses < 120 && !(await firstLink.evaluate((element) => element === document.activeElement)); presses += 1) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.hash === `#/gamedetails/${game.id}`);
  });
});
