/**
 * Browse puts its results first: the first row of cards is on screen without scrolling on a phone
 * and on a desktop. A phone keeps the filters behind a "Filters (N)" button opening a modal sheet
 * (focus kept inside, Escape closes, focus back on the button); a desktop shows them in a column
 * beside the results. Nothing scrolls sideways at 320 px, sheet open or not; axe finds nothing
 * serious in the open sheet. On a desktop the line of filter chips keeps its room, so the first chip
 * moves nothing.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './support/fixtures.js';
import type { Page } from '@playwright/test';
import { builtIndex } from './support/built-index.js';
import { waitForGrid } from './support/pages.js';

const sheet = (page: Page) => page.getByRole('dialog', { name: 'Filters' });
const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filters \(\d+\)$/ });

/** The first card's box against the viewport: it must lie wholly inside it, scrolled to the top. */
async function expectFirstCardOnScreen(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  const grid = await waitForGrid(page, 'Search results');
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const box = await grid.getByRole('listitem').first().boundingBox();
  if (!box) throw new Error('the first card has no box');
  expect(box.y, `first card top at ${width}×${height}`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `first card bottom at ${width}×${height}`).toBeLessThanOrEqual(height);
}

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - document.documentElement.clientWidth);
}

test.describe('Browse layout', () => {
  test('on a phone the first card is on screen, and the filters wait behind a button', async ({ page, openWithToken }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openWithToken(page, '/browse');
    await expectFirstCardOnScreen(page, 390, 844);
    await expect(filtersButton(page)).toHaveText('Filters (0)');
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Filters' })).toHaveCount(0);
  });

  test('the phone sheet: focus kept inside, filters written to the address, Escape closes and focus returns', async ({ page, openWithToken }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openWithToken(page, '/browse');
    // The tags come with the fully built index: until then the sheet has none to offer.
    await builtIndex(page);
    await page.reload();
    await page.evaluate(() => { window.location.hash = '#/browse?platform=pc'; });
    await waitForGrid(page, 'Search results');
    await expect(filtersButton(page)).toHaveText('Filters (1)');
    await filtersButton(page).click();
    await expect(sheet(page)).toBeVisible();
    const focusInSheet = () => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));
    expect(await focusInSheet()).toBe(true);
    // Round the whole sheet and past its end: the focus never reaches the page behind it.
    const stops = await sheet(page).locator('button:not([disabled]), input:not([disabled]), select').count();
    for (let press = 0; press < stops + 3; press += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('.browse-main, nav, search') ?? null), `Tab ${press + 1}`).toBeNull();
    }
    const found = (await new AxeBuilder({ page }).include('dialog[open]').analyze()).violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
    expect(found, 'axe in the open sheet').toEqual([]);
    await sheet(page).getByRole('checkbox', { disabled: false }).first().check();
    await page.waitForURL((url) => /[?&]tags=/.test(url.hash) && url.hash.includes('platform=pc'));
    await sheet(page).getByRole('radio', { name: 'Browser' }).check();
    await page.waitForURL((url) => url.hash.includes('platform=browser'));
    await page.keyboard.press('Escape');
    await expect(sheet(page)).toBeHidden();
    await expect(filtersButton(page)).toBeFocused();
    await expect(filtersButton(page)).toHaveText('Filters (2)');
    // Its Show button closes it too, saying how many games the filters leave.
    await filtersButton(page).click();
    const count = await page.locator('.browse-count-line').textContent();
    const show = sheet(page).getByRole('button', { name: /^Show \d+ games?$/ });
    expect(count).toContain((await show.textContent())?.replace('Show ', '') ?? '?');
    await show.click();
    await expect(sheet(page)).toBeHidden();
    await expect(filtersButton(page)).toBeFocused();
  });

  test('on a desktop the filters take a column beside the results, and the first card is on screen', async ({ page, openWithToken }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openWithToken(page, '/browse');
    await expectFirstCardOnScreen(page, 1280, 900);
    const column = page.getByRole('complementary', { name: 'Filters' });
    await expect(column.getByRole('checkbox').first()).toBeVisible();
    await expect(filtersButton(page)).toHaveCount(0);
    const [side, grid] = await Promise.all([column.boundingBox(), page.getByRole('list', { name: 'Search results' }).boundingBox()]);
    if (!side || !grid) throw new Error('no boxes');
    expect(side.x + side.width).toBeLessThanOrEqual(grid.x);
    expect(Math.abs(side.y - grid.y)).toBeLessThan(40);
  });

  test('on a desktop the first letter typed adds its chip without moving what is below the search field', async ({ page, openWithToken }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openWithToken(page, '/browse');
    await waitForGrid(page, 'Search results');
    const toolbarTop = () => page.locator('.browse-toolbar').evaluate((toolbar) => toolbar.getBoundingClientRect().top);
    const before = await toolbarTop();
    await page.getByRole('searchbox', { name: 'Search games' }).press('w');
    await expect(page.getByRole('list', { name: 'Active filters' })).toBeVisible();
    expect(await toolbarTop()).toBe(before);
  });

  test('at 320 px nothing scrolls sideways, with the sheet closed or open', async ({ page, openWithToken }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await openWithToken(page, '/browse?platform=pc');
    await waitForGrid(page, 'Search results');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await filtersButton(page).click();
    await expect(sheet(page)).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const article = await sheet(page).locator('article').boundingBox();
    expect(article && article.x >= 0 && article.x + article.width <= 320).toBe(true);
  });
});
