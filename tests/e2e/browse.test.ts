/** Browse in Chromium: a misspelled title, combined filters kept over a reload, Back through filters and typed searches, and axe. */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './support/fixtures.js';
import type { Page } from '@playwright/test';
import { cardTitles, nextFrames, waitForGrid } from './support/pages.js';
import { routeOf } from './support/session.js';
import { builtIndex, type Index } from './support/built-index.js';

const results = (page: Page) => page.getByRole('list', { name: 'Search results' });

test.describe('Browse', () => {
  test('a misspelled title finds the game first, and its card opens it', async ({ page, openWithToken }) => {
    await openWithToken(page, '/browse');
    await waitForGrid(page, 'Search results');
    const index = await page.evaluate(async () => (await fetch('/api/catalogue')).json()) as Index;
    const game = index.games.find((candidate) => /^[A-Za-z]{7,}$/.test(candidate.title.split(' ')[0] ?? '')) ?? index.games[0];
    if (!game) throw new Error('empty catalogue');
    const word = game.title.split(' ')[0] ?? game.title;
    // One letter dropped from the middle of the title's first word, then the rest as written.
    const typo = `${word.slice(0, 3)}${word.slice(4)}${game.title.slice(word.length)}`;
    await page.getByRole('searchbox', { name: 'Search games' }).first().fill(typo);
    await expect.poll(async () => (await cardTitles(results(page), 1))[0], { timeout: 10_000 }).toBe(game.title);
    await results(page).getByRole('listitem').first().getByRole('link').first().click();
    await page.waitForURL((url) => url.hash === `#/gamedetails/${game.id}`);
  });

  test('platform, two tags and a sort survive a reload, and Back returns to the previous search', async ({ page, appUrl, openWithToken }) => {
    await openWithToken(page, '/browse');
    const index = await builtIndex(page);
    const counts = new Map<string, number>();
    for (const game of index.games) {
      if (!/PC/.test(game.platform)) continue;
      for (const a of game.tags) for (const b of game.tags) if (a < b) counts.set(`${a}.${b}`, (counts.get(`${a}.${b}`) ?? 0) + 1);
    }
    const pair = [...counts.entries()].sort((x, y) => y[1] - x[1])[0]?.[0];
    if (!pair) throw new Error('no two tags share a PC game');
    const route = `/browse?platform=pc&tags=${pair}&sort=alphabetical`;
    await page.goto(appUrl(route));
    await page.reload();
    // Compare once the grid is there (the catalogue index comes from the service worker or the server).
    const settledTitles = async () => cardTitles(await waitForGrid(page, 'Search results'), 50);
    const before = await settledTitles();
    expect(before.length).toBeGreaterThan(0);
    await page.reload();
    await expect.poll(settledTitles, { timeout: 10_000 }).toEqual(before);
    expect(routeOf(page)).toBe(route);

    await page.getByRole('radio', { name: 'Browser' }).check();
    await page.waitForURL((url) => url.hash.includes('platform=browser'));
    await page.goBack();
    await page.waitForURL((url) => url.hash === `#${route}`);
    await expect.poll(settledTitles, { timeout: 10_000 }).toEqual(before);
  });

  test('Back and Forward step through searches typed with a pause between them, not through their letters', async ({ page, openWithToken }) => {
    // The page's clock runs as usual, except where the test moves it on.
    await page.clock.install();
    await openWithToken(page, '/browse');
    await waitForGrid(page, 'Search results');
    const field = page.locator('.browse-page search input');
    await field.pressSequentially('war', { delay: 50 });
    await page.waitForURL((url) => url.hash === '#/browse?q=war');
    // Longer than the typing pause (TYPED_ENTRY_PAUSE_MS): the next search is an entry of its own.
    await page.clock.fastForward(1_500);
    await field.pressSequentially('d', { delay: 50 });
    await page.waitForURL((url) => url.hash === '#/browse?q=ward');
    await page.goBack();
    await page.waitForURL((url) => url.hash === '#/browse?q=war');
    await expect(field).toHaveValue('war');
    await page.goBack();
    await page.waitForURL((url) => url.hash === '#/browse');
    await expect(field).toHaveValue('');
    await page.goForward();
    await page.goForward();
    await page.waitForURL((url) => url.hash === '#/browse?q=ward');
    await expect(field).toHaveValue('ward');
  });

  test('the results grow as the person scrolls or tabs towards their end', async ({ page, openWithToken }) => {
    await openWithToken(page, '/browse');
    const grid = await waitForGrid(page, 'Search results');
    const total = Number((await page.locator('.browse-count-line').textContent())?.match(/\d+/)?.[0]);
    const cards = grid.getByRole('listitem');
    // Only what is near the view is built, not the whole catalogue in the background: the count
    // stops growing (unchanged over ten frames, each a chance for a step to land) short of the total.
    let atFirst = await cards.count();
    for (let read = 0; read < 50; read += 1) {
      await nextFrames(page, 10);
      const again = await cards.count();
      if (again === atFirst) break;
      atFirst = again;
    }
    expect(atFirst).toBeLessThan(total);

    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect.poll(() => cards.count(), { timeout: 5_000 }).toBeGreaterThan(atFirst);

    // Tab from the last card's last control reaches the next card, built as the focus neared the end.
    const before = await cards.count();
    await cards.nth(before - 1).getByRole('button', { name: /^Play Now!/ }).focus();
    await expect.poll(() => cards.count(), { timeout: 5_000 }).toBeGreaterThan(before);
    await page.keyboard.press('Tab');
    const focusedCard = await page.evaluate(() => {
      const item = document.activeElement?.closest('li');
      return item?.parentElement ? [...item.parentElement.children].indexOf(item) : -1;
    });
    expect(focusedCard).toBe(before);
  });

  test('#/browse has no serious or critical axe violations', async ({ page, openWithToken }) => {
    // axe walks every result card of the search; on a loaded two-core machine that alone took over a minute.
    test.setTimeout(180_000);
    await openWithToken(page, '/browse?q=a');
    await waitForGrid(page, 'Search results');
    const found = (await new AxeBuilder({ page }).analyze()).violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
    expect(found).toEqual([]);
  });
});
