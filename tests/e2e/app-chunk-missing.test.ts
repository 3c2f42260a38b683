/**
 * The app's own modules come in a chunk of their own after React's (src/app/boot.tsx): when it
 * cannot be loaded, the page says so instead of staying blank.
 */
import { expect, test } from './support/fixtures.js';

test.describe('The app chunk', () => {
  test('a first visit whose app chunk fails to load says what to do, not a blank page', async ({ page, appUrl }) => {
    await page.route(/\/assets\/boot-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(appUrl('/login'));
    await expect(page.locator('#root')).toHaveText("Freeplay couldn't load. Check your connection, then reload the page.");
  });
});
