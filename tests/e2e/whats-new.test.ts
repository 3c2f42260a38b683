/** New since your last visit in Chromium: a game the previous visit had not seen shows in the row (axe-clean), with See all to Browse by release date. */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './support/fixtures.js';
import { waitForGrid } from './support/pages.js';

interface IndexGame { id: number; title: string }

test.describe('New since your last visit', () => {
  test('shows a game first seen since the previous visit, and See all opens Browse by release date', async ({ page, openWithToken }) => {
    await openWithToken(page, '/home');
    await waitForGrid(page, 'Recommended games');
    const { games } = await page.evaluate(async () => (await fetch('/api/catalogue')).json()) as { games: IndexGame[] };
    const newcomer = games[5];
    if (!newcomer) throw new Error('small catalogue');
    // This first visit's row has recorded the index it saw (or it would overwrite what is seeded next).
    await expect.poll(() => page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('freeplay.visits') ?? '{}').firstSeen ?? {}).length), { timeout: 15_000 }).toBe(games.length);
    // The previous visit, two hours ago, had seen every game but one.
    await page.evaluate(({ ids, lastActive }) => {
      localStorage.setItem('freeplay.visits', JSON.stringify({ previousVisit: null, lastActive, firstSeen: Object.fromEntries(ids.map((id) => [id, 0])) }));
    }, { ids: games.filter((game) => game !== newcomer).map((game) => game.id), lastActive: Date.now() - 2 * 60 * 60 * 1000 });
    await page.reload();

    const row = page.getByRole('region', { name: 'New since your last visit' });
    await expect(row.getByRole('list', { name: 'New since your last visit' }).getByRole('heading', { name: newcomer.title, exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(row).toContainText(/\d+ new games?/);
    const axe = await new AxeBuilder({ page }).include('.new-since').analyze();
    expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
    await row.getByRole('link', { name: 'See all' }).click();
    await expect(page).toHaveURL(/#\/browse\?sort=release-date$/);
    await waitForGrid(page, 'Search results');
  });
});
