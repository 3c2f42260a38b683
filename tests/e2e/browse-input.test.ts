/**
 * Browse from a phone and with bad input, in Chromium: at 390 px the navbar's search field sits in
 * the phone menu and a Search button opens it, focused; a megabyte of query string is cut to 100
 * characters without hanging the page; a tag, platform or sort the app does not know leaves the
 * URL with a small notice.
 */
import { expect, test } from './support/fixtures.js';
import { cardTitles, waitForGrid } from './support/pages.js';
import { routeOf } from './support/session.js';

interface Index { games: { id: number; title: string }[] }

test.describe('Browse on a phone and with bad input', () => {
  test('at 390 px a Search button opens the phone menu with the search field focused, and typing opens Browse', async ({ page, openWithToken }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openWithToken(page, '/home');
    await waitForGrid(page, 'Recommended games');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // includeHidden: the field is in the page but folded away in the closed phone menu until asked for.
    const field = nav.getByRole('searchbox', { name: 'Search all games', includeHidden: true });
    await field.waitFor({ state: 'attached' });
    await expect(field).toBeHidden();
    const button = nav.getByRole('button', { name: 'Search', exact: true });
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box && box.width >= 44 && box.height >= 44, `the Search button is ${box?.width} x ${box?.height} px`).toBe(true);

    await button.click();
    await expect(field).toBeVisible();
    await expect(field).toBeFocused();
    await expect(nav.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');

    const index = await page.evaluate(async () => (await fetch('/api/catalogue')).json()) as Index;
    const game = index.games[2] ?? index.games[0];
    if (!game) throw new Error('empty catalogue');
    await page.keyboard.type(game.title);
    await page.waitForURL((url) => url.hash.startsWith('#/browse?q='));
    await expect(field).toBeFocused();
    const grid = await waitForGrid(page, 'Search results');
    await expect.poll(async () => (await cardTitles(grid, 1))[0], { timeout: 10_000 }).toBe(game.title);
    // Nothing spills sideways on the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('at 390 px, / with the menu closed opens it and focuses the search field', async ({ page, openWithToken }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openWithToken(page, '/all');
    await waitForGrid(page);
    const field = page.getByRole('navigation', { name: 'Main' }).getByRole('searchbox', { name: 'Search all games', includeHidden: true });
    await field.waitFor({ state: 'attached' });
    await expect(field).toBeHidden();
    await page.keyboard.press('/');
    await expect(field).toBeFocused();
  });

  test('a megabyte of query string is cut to 100 characters and the page still answers', async ({ page, openWithToken, appUrl }) => {
    await openWithToken(page, '/browse');
    await waitForGrid(page, 'Search results');
    const huge = 'w'.repeat(1024 * 1024);
    await page.goto(appUrl(`/browse?q=${huge}`));
    const field = page.locator('.browse-page search input');
    await expect(field).toHaveValue('w'.repeat(100), { timeout: 15_000 });
    await expect(page.locator('.browse-count-line')).toHaveText(/^\d+ games? match/, { timeout: 15_000 });
    // Still typing: the page is not hung, and what is typed goes to a capped query.
    await field.press('End');
    await field.press('Backspace');
    await expect(field).toHaveValue('w'.repeat(99));
    await page.waitForURL((url) => url.hash === `#/browse?q=${'w'.repeat(99)}`);
  });

  test('a tag, platform or sort the app does not know leaves the URL with a small notice', async ({ page, openWithToken }) => {
    await openWithToken(page, '/browse?platform=mac&tags=shooter.laptop&sort=best');
    await expect(page.getByRole('status').filter({ hasText: 'Ignored what this page does not know' }))
      .toHaveText('Ignored what this page does not know: platform=mac, tag laptop, sort=best.');
    await expect.poll(() => routeOf(page)).toBe('/browse?tags=shooter');
    await expect(page.getByRole('button', { name: /^Remove Tag: / })).toHaveCount(1);
  });
});
