/**
 * My Games on a phone (390 px): the tabs keep the page's padding, an import's review and result
 * sit under its file field (apart from Export), the result names what was skipped, and each card
 * shows its rating as stars and the start of its note.
 */
import { expect, test } from './support/fixtures.js';
import { createSession } from '../../tools/account.js';
import { cardOf, importField } from './support/library.js';
import { waitForGrid } from './support/pages.js';

const CSV = [
  'Title,Status,Rating,Note',
  'Paper Fleet Admirals,Playing,4,"Great on a lazy Sunday, though the naval battles run long once the admirals stack up their fleets."',
  'Brasswing Aces,Completed,,',
  'Zzqx Qqvw Nowhere,Wishlist,,',
].join('\n');

test('My Games at 390 px: padded tabs, the import together, what it skipped, rating and note on cards', async ({ page, baseURL, openWithToken }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const session = await createSession(baseURL ?? '', 'mygames');
  await openWithToken(page, '/library', session.token);
  const firstTab = page.getByRole('navigation', { name: 'My Games by status' }).getByRole('link').first();
  await expect(firstTab).toHaveText('All (0)');
  const tabLeft = (await firstTab.boundingBox())?.x ?? -1;
  const contentLeft = await page.locator('main').evaluate((main) => main.getBoundingClientRect().left + parseFloat(getComputedStyle(main).paddingLeft));
  expect(tabLeft).toBeGreaterThanOrEqual(8);
  expect(tabLeft).toBeGreaterThanOrEqual(contentLeft - 0.5);

  const field = await importField(page);
  await field.setInputFiles({ name: 'mine.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  const review = page.getByRole('region', { name: 'Check the import' });
  await expect(review).toBeVisible();
  const y = async (locator: typeof field) => (await locator.boundingBox())?.y ?? Number.NaN;
  // Export first, then the file field, then its review right under it.
  expect(await y(page.getByRole('button', { name: 'Export JSON' }))).toBeLessThan(await y(field));
  expect(await y(review)).toBeGreaterThan(await y(field));
  await review.getByRole('button', { name: 'Import 2 games' }).click();
  const result = page.getByRole('status').filter({ hasText: /^Imported/ });
  await expect(result).toHaveText('Imported 2 games. 1 skipped (not in the catalogue).');
  expect(await y(result)).toBeGreaterThan(await y(field));

  const grid = await waitForGrid(page, 'My Games');
  const paper = cardOf(page, grid, 'Paper Fleet Admirals');
  await expect(paper.getByRole('img', { name: 'Rated 4 of 5' })).toBeVisible();
  await expect(paper.locator('.game-card-detail')).toContainText('Great on a lazy Sunday, though the naval battles run long once the admirals…');
  await expect(cardOf(page, grid, 'Brasswing Aces').locator('.game-card-detail')).toHaveCount(0);
});
