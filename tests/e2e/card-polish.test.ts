/**
 * Cards as a new user meets them: the title opens the game too, the card has a visible edge in the
 * light and the dark theme, and genre and platform show as small labels.
 */
import { expect, test } from './support/fixtures.js';
import { waitForGrid } from './support/pages.js';

/** WCAG relative luminance of a CSS rgb()/rgba() colour, composited over `under` when translucent. */
function luminance(rgb: [number, number, number]): number {
  const [r, g, b] = rgb.map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function parse(color: string): [number, number, number] {
  const parts = color.match(/[\d.]+/g)?.map(Number) ?? [];
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0];
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(parse(a)), luminance(parse(b))].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

test.describe('Card polish', () => {
  test('clicking a card’s title opens its game', async ({ page, openWithToken }) => {
    await openWithToken(page, '/platforms/browser');
    const card = (await waitForGrid(page)).getByRole('listitem').first();
    const title = (await card.getByRole('heading').innerText()).trim();
    // A person's click on the title's words (the link's area lies over them, so no locator click).
    const box = await card.getByRole('heading').boundingBox();
    if (!box) throw new Error('the title has no box');
    await page.mouse.click(box.x + Math.min(20, box.width / 2), box.y + box.height / 2);
    await page.waitForURL((url) => /^#\/gamedetails\/\d+$/.test(url.hash));
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
  });

  test('Play Now! on a card still opens the game’s own page, not the detail page', async ({ context, page, openWithToken }) => {
    await context.route((url) => url.hostname === 'www.freetogame.com', (route) => route.fulfill({ contentType: 'text/html', body: '<title>game site</title>' }));
    await openWithToken(page, '/platforms/browser');
    const card = (await waitForGrid(page)).getByRole('listitem').first();
    const [popup] = await Promise.all([context.waitForEvent('page'), card.getByRole('button', { name: /^Play Now!/ }).click()]);
    expect(popup.url()).toMatch(/^https:\/\/www\.freetogame\.com\//);
    expect(new URL(page.url()).hash).toBe('#/platforms/browser');
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`a card has a visible edge in the ${colorScheme} theme`, async ({ openPage, openWithToken }) => {
      const { page } = await openPage({ viewport: { width: 1280, height: 800 }, colorScheme });
      await openWithToken(page, '/all');
      await waitForGrid(page);
      const look = await page.locator('.game-grid > li:first-child .game-card').evaluate((card) => {
        const style = getComputedStyle(card);
        return { width: parseFloat(style.borderTopWidth), edge: style.borderTopColor, page: getComputedStyle(document.body).backgroundColor };
      });
      expect(look.width).toBeGreaterThanOrEqual(1);
      expect(contrast(look.edge, look.page), `edge ${look.edge} on page ${look.page}`).toBeGreaterThanOrEqual(1.5);
    });
  }

  test('genre and platform show as labels taken from the data', async ({ page, openWithToken }) => {
    await openWithToken(page, '/browse?q=paper%20fleet');
    const grid = await waitForGrid(page, 'Search results');
    const card = grid.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Paper Fleet Admirals' }) });
    // The fixture game's list entry: genre "Strategy", platform "PC (Windows), Web Browser".
    expect(await card.locator('.game-card-labels > span').allInnerTexts()).toEqual(['Strategy', 'PC (Windows)', 'Web Browser']);
    // Its release date, 2016-11-21, as a small year after the labels.
    const year = card.locator('.game-card-labels > time');
    // Read as "Released 2016"; the word is for screen readers only.
    await expect(year).toHaveText('Released 2016');
    await expect(year.locator('.visually-hidden')).toHaveText('Released');
    await expect(year).toHaveAttribute('datetime', '2016-11-21');
    // Smaller than the title, as the labels are.
    const sizes = await card.evaluate((item) => ['.game-card-year', '.game-card-title'].map((selector) => parseFloat(getComputedStyle(item.querySelector(selector) as Element).fontSize)));
    expect(sizes[0]).toBeLessThan(sizes[1] ?? 0);
  });
});
