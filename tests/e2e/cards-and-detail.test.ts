/**
 * Cards and the detail page: the thumbnail opens the detail, Play Now! opens game_url in a new tab,
 * the description is cut at 636 characters, the requirements box, an unknown id, and NotFound.
 */
import type { Page } from '@playwright/test';
import { FIXTURE_IDS, LONG_DESCRIPTION } from '../../tools/fixtures/index.js';
import { expect, test } from './support/fixtures.js';
import { squash, waitForGrid } from './support/pages.js';

interface FakeDetail {
  title: string;
  game_url: string;
  minimum_system_requirements?: Record<'graphics' | 'memory' | 'os' | 'processor' | 'storage', string>;
}

async function fakeDetail(fakeUrl: string, id: number): Promise<FakeDetail> {
  const response = await fetch(`${fakeUrl}/game?id=${id}`, { signal: AbortSignal.timeout(10_000) });
  return (await response.json()) as FakeDetail;
}

/** The description's cut: the first 636 characters, counted with "\r\n" as one character or as two. */
function expectedCuts(description: string): string[] {
  const unified = Array.from(description.replace(/\r\n?/g, '\n').trim()).slice(0, 636).join('');
  const raw = Array.from(description.trim()).slice(0, 636).join('');
  return [unified, raw].map((text) => `${squash(text)}…`);
}

test.describe('Cards and detail', () => {
  test('a card’s thumbnail opens its detail page; every card links only to our own images', async ({ page, outsideRequests, openWithToken }) => {
    await openWithToken(page, '/all');
    const grid = await waitForGrid(page);
    const card = grid.getByRole('listitem').first();
    const title = (await card.getByRole('heading').innerText()).trim();
    const thumbnailLink = card.getByRole('link', { name: title, exact: true });
    expect(await thumbnailLink.getByRole('img', { name: title }).count()).toBe(1);
    await thumbnailLink.click();
    await page.waitForURL((url) => /^#\/gamedetails\/\d+$/.test(url.hash));
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('heading', { name: 'Minimum System Requirements' }).waitFor();
    await page.getByRole('heading', { name: 'Additional Information' }).waitFor();
    for (const term of ['Platform', 'Publisher', 'Release Date', 'Developer']) {
      await page.getByRole('region', { name: 'Additional Information' }).getByText(term, { exact: true }).waitFor();
    }
    expect(outsideRequests, 'the browser asked a host other than our server').toEqual([]);
  });

  test('Play Now! opens the game’s game_url in a new tab, without a handle back to the app', async ({ context, page, appUrl, openWithToken, fakeUrl }) => {
    const game = await fakeDetail(fakeUrl, FIXTURE_IDS.pcGame);
    // The game's own site is played by a stub: no outside host is contacted.
    await context.route((url) => url.href === game.game_url, (route) => route.fulfill({ contentType: 'text/html', body: '<title>game site</title><p>stub</p>' }));
    await openWithToken(page, `/gamedetails/${FIXTURE_IDS.pcGame}`);
    const playNow = page.getByRole('button', { name: /^Play Now!/ });
    expect(await playNow.getAttribute('target')).toBe('_blank');
    expect(await playNow.getAttribute('rel')).toMatch(/noopener/);
    const [tab] = await Promise.all([context.waitForEvent('page', { timeout: 10_000 }), playNow.click()]);
    await tab.waitForLoadState('domcontentloaded');
    expect(tab.url()).toBe(game.game_url);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    expect(page.url()).toContain(`#/gamedetails/${FIXTURE_IDS.pcGame}`);

    // Each card's Play Now! on a list points at that game's game_url too.
    await page.goto(appUrl('/all'));
    const card = (await waitForGrid(page)).getByRole('listitem').first();
    const href = await card.getByRole('button', { name: /^Play Now!/ }).getAttribute('href');
    expect(href).toMatch(/^https?:\/\//);
  });

  test('the description is cut at 636 characters with an ellipsis, paragraphs kept', async ({ page, openWithToken }) => {
    await openWithToken(page, `/gamedetails/${FIXTURE_IDS.longDescriptionGame}`);
    const firstWords = LONG_DESCRIPTION.slice(0, 40);
    const firstParagraph = page.getByText(firstWords);
    await firstParagraph.waitFor();
    const container = firstParagraph.locator('xpath=..');
    const shown = squash(await container.innerText());
    expect(expectedCuts(LONG_DESCRIPTION)).toContain(shown);
    expect(await container.locator('p').count()).toBeGreaterThanOrEqual(2);
    expect(await page.getByRole('main').innerText()).not.toMatch(/\\r|\\n|\r/);
  });

  test('a PC game’s requirements box shows its five values', async ({ page, openWithToken, fakeUrl }) => {
    const game = await fakeDetail(fakeUrl, FIXTURE_IDS.pcGame);
    const requirements = game.minimum_system_requirements;
    expect(requirements, 'the fixture PC game has requirements').toBeDefined();
    await openWithToken(page, `/gamedetails/${FIXTURE_IDS.pcGame}`);
    const box = page.getByRole('region', { name: 'Minimum System Requirements' });
    await box.waitFor();
    const terms = (await box.getByRole('term').allInnerTexts()).map((text) => text.trim());
    const values = (await box.getByRole('definition').allInnerTexts()).map((text) => text.trim());
    const shown = Object.fromEntries(terms.map((term, index) => [term, values[index]]));
    expect(shown).toEqual({
      Graphics: requirements?.graphics.trim(),
      Memory: requirements?.memory.trim(),
      OS: requirements?.os.trim(),
      Processor: requirements?.processor.trim(),
      Storage: requirements?.storage.trim(),
    });
  });

  test('a browser game’s requirements box says there is nothing to install', async ({ page, pageErrors, openWithToken }) => {
    await openWithToken(page, `/gamedetails/${FIXTURE_IDS.browserGame}`);
    const box = page.getByRole('region', { name: 'Minimum System Requirements' });
    await box.waitFor();
    expect(await box.innerText()).toMatch(/nothing to install|no install/i);
    expect(await box.getByRole('term').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  test('a game whose link is not http(s) gets no Play Now! link', async ({ page, openWithToken }) => {
    await openWithToken(page, `/gamedetails/${FIXTURE_IDS.javascriptUrlGame}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Play Now!/ }).count()).toBe(0);
  });

  test('an unknown or removed id says Game not found, with a way back', async ({ page, appUrl, openWithToken }) => {
    await openWithToken(page, `/gamedetails/${FIXTURE_IDS.removedGame}`);
    await page.getByRole('heading', { name: 'Game not found' }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('main').getByRole('link').allInnerTexts()).toEqual(['All games', 'Browse']);
    await page.goto(appUrl('/gamedetails/not-a-number'));
    await page.getByRole('heading', { name: 'Game not found' }).waitFor();
    await page.getByRole('main').getByRole('link').first().click();
    await page.waitForURL((url) => url.hash !== '#/gamedetails/not-a-number');
  });

  test('any other path shows the plain text NotFound with a link home below it, signed in or not', async ({ page, appUrl, openWithToken, openPage }) => {
    const mainLines = async (on: Page) => (await on.getByRole('main').innerText()).trim().split(/\n+/).map((line) => line.trim());
    await openWithToken(page, '/no/such/page');
    await expect.poll(() => mainLines(page)).toEqual(['NotFound', 'Go to the home page']);
    await page.goto(appUrl('/categories/not-a-category'));
    await expect.poll(() => mainLines(page)).toEqual(['NotFound', 'Go to the home page']);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL((url) => url.hash === '#/home');

    const guest = await openPage();
    await guest.page.goto(appUrl('/what/ever'));
    await expect.poll(() => mainLines(guest.page)).toEqual(['NotFound', 'Go to the home page']);
  });
});
