/**
 * Back from a game to the list it was opened from lands on the same card at the same height, with
 * the grid shown at once (no second spinner), while a new visit to that list starts at the top.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { nextFrames } from './support/pages.js';

/** The first card reaching into the window: its title and its top edge relative to the window. */
function topCard(page: Page): Promise<{ title: string; top: number; scrollY: number } | undefined> {
  return page.evaluate(() => {
    const item = [...document.querySelectorAll('main ul > li')].find((element) => element.getBoundingClientRect().bottom > 0);
    const title = item?.querySelector('h2')?.textContent;
    return item && title ? { title, top: item.getBoundingClientRect().top, scrollY: window.scrollY } : undefined;
  });
}

test.describe('Back to a list', () => {
  test('restores the scroll position to the same card, then a fresh visit starts at the top', async ({ page, openWithToken, pageErrors }) => {
    await openWithToken(page, '/all');
    await page.waitForFunction(() => document.querySelectorAll('main ul > li').length > 60 && !document.querySelector('main [aria-busy="true"]'));
    const card = page.locator('main ul > li').nth(45);
    // Centred in the window, so the click below needs no scrolling of its own.
    await card.scrollIntoViewIfNeeded();
    // Cards near the window take their real size in the next frames: read once two reads agree.
    let before = await topCard(page);
    for (let read = 0; read < 60; read += 1) {
      await nextFrames(page);
      const again = await topCard(page);
      if (again?.title === before?.title && again?.top === before?.top) break;
      before = again;
    }
    expect(before?.scrollY, 'the page did not scroll').toBeGreaterThan(2_000);
    const opened = (await card.getByRole('heading').innerText()).trim();

    // Opened by keyboard from where the page stands: a pointer click first scrolls the link to
    // where the navbar cannot cover it, which would move the page away from `before`.
    await card.getByRole('link').first().evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.hash.startsWith('#/gamedetails/'));
    await page.getByRole('heading', { level: 1, name: opened }).waitFor();

    await page.goBack();
    await page.waitForURL((url) => url.hash === '#/all');
    // Bounded by the wait's timeout: the grid comes back and settles on the same card.
    await page.waitForFunction((title) => {
      const item = [...document.querySelectorAll('main ul > li')].find((element) => element.getBoundingClientRect().bottom > 0);
      return item?.querySelector('h2')?.textContent === title;
    }, before?.title, { timeout: 5_000 });
    const after = await topCard(page);
    expect(after?.title).toBe(before?.title);
    expect(Math.abs((after?.top ?? Infinity) - (before?.top ?? 0))).toBeLessThanOrEqual(2);
    await expect.poll(() => page.getByRole('status', { name: 'Loading games' }).count()).toBe(0);

    // Home, then the navbar's All: a new visit (a new history entry) starts at the top of the list.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL((url) => url.hash === '#/home');
    await nav.getByRole('link', { name: 'All', exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll('main ul > li').length > 12);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
