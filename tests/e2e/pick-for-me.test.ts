/**
 * Pick for me in Chromium: reached from the navbar (focus on its heading, its document title), its
 * keys, Not interested keeping a game out for good (also after a reload, and in My Games' Not
 * interested tab) and its Undo, the buttons' widths and key hints on a phone, offline with the
 * server stopped, and axe on the page.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { createSession } from '../../tools/account.js';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { storedApiKeys, waitForControl, waitForServiceWorker } from './support/pages.js';
import { expectRoute } from './support/session.js';

interface IndexGame { id: number; title: string; platform: string; genre: string }

/** A browser genre with 4 to 8 games, so cycling through Next shows every game left. */
async function smallPool(page: Page): Promise<{ genre: string; titles: string[] }> {
  const { games } = await page.evaluate(async () => (await fetch('/api/catalogue')).json()) as { games: IndexGame[] };
  const byGenre = new Map<string, string[]>();
  for (const game of games) {
    if (!/browser/i.test(game.platform) || !game.genre.trim()) continue;
    const genre = game.genre.trim();
    byGenre.set(genre, [...(byGenre.get(genre) ?? []), game.title]);
  }
  const found = [...byGenre].find(([, titles]) => titles.length >= 4 && titles.length <= 8);
  if (!found) throw new Error('no browser genre with 4 to 8 games');
  return { genre: found[0], titles: found[1] };
}

const shown = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

/** Presses Next (→ or Space) `times` times and returns every title shown, the first included. */
async function cycle(page: Page, times: number): Promise<string[]> {
  const titles = [(await shown(page).innerText()).trim()];
  for (let press = 0; press < times; press += 1) {
    await page.keyboard.press(press % 2 === 0 ? 'ArrowRight' : 'Space');
    await expect(shown(page)).not.toHaveText(titles.at(-1) ?? '');
    titles.push((await shown(page).innerText()).trim());
  }
  return titles;
}

/** Presses Next until `title` shows, at most `times` times; true once it showed. */
async function drawUntil(page: Page, title: string, times: number): Promise<boolean> {
  for (let press = 0; press < times; press += 1) {
    const before = (await shown(page).innerText()).trim();
    if (before === title) return true;
    await page.keyboard.press(press % 2 === 0 ? 'ArrowRight' : 'Space');
    await expect(shown(page)).not.toHaveText(before);
  }
  return (await shown(page).innerText()).trim() === title;
}

test.describe('Pick for me', () => {
  test.afterEach(async ({ serverProcess }) => {
    await serverProcess.start();
  });

  test('Not interested never comes back, even after a reload; the navbar, title, focus and axe', async ({ page, appUrl, baseURL, openWithToken }) => {
    // A fresh account each (signed in over HTTP: the login form has journeys of its own).
    await openWithToken(page, '/home', (await createSession(baseURL ?? '', 'pick')).token);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pick for me' }).click();
    await expectRoute(page, '/pick');
    await expect(page.getByRole('heading', { level: 1, name: 'Pick for me' })).toBeFocused({ timeout: 10_000 });
    await expect(page).toHaveTitle('Pick for me · Freeplay');
    await expect(shown(page)).toBeVisible({ timeout: 20_000 });
    const axe = await new AxeBuilder({ page }).analyze();
    const serious = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`).join(' | ')}`)).toEqual([]);

    const { genre, titles } = await smallPool(page);
    await page.goto(appUrl(`/pick?platform=browser&genre=${encodeURIComponent(genre)}`));
    await expect(page.getByText(`${titles.length} games left to pick from`)).toBeVisible({ timeout: 20_000 });
    const ignored = (await shown(page).innerText()).trim();
    expect(titles).toContain(ignored);
    await page.keyboard.press('n');
    await expect(page.getByRole('status').filter({ hasText: `${ignored}: Not interested.` })).toBeVisible();
    await expect(page.getByText(`${titles.length - 1} games left to pick from`)).toBeVisible();

    // Draws are random: with 10 per game, one of them never drawn has a chance of about 1 in 100,000
    // (with 3 per game it was about 1 in 20).
    const seen = await cycle(page, titles.length * 10);
    expect(seen).not.toContain(ignored);
    for (let at = 1; at < seen.length; at += 1) expect(seen[at]).not.toBe(seen[at - 1]);
    expect(new Set(seen).size).toBe(titles.length - 1);

    await page.reload();
    await expect(page.getByText(`${titles.length - 1} games left to pick from`)).toBeVisible({ timeout: 20_000 });
    expect(await cycle(page, titles.length * 3)).not.toContain(ignored);

    // It is in My Games' Not interested tab, which can undo it.
    await page.goto(appUrl('/library?status=ignored'));
    await expect(page.getByRole('list', { name: 'My Games: Not interested' }).getByRole('heading', { name: ignored })).toBeVisible({ timeout: 20_000 });
  });

  test('the buttons show their keys, and W adds the game to Want to try', async ({ page, appUrl, baseURL, openWithToken }) => {
    await openWithToken(page, '/pick', (await createSession(baseURL ?? '', 'pick-want')).token);
    const want = page.getByRole('button', { name: 'Want to try' });
    await expect(want).toContainText('W');
    await expect(page.getByRole('button', { name: 'Not interested' })).toContainText('N');
    await expect(page.getByRole('button', { name: 'Next' })).toContainText('Space / →');
    const title = (await shown(page).innerText()).trim();
    await page.keyboard.press('w');
    await expect(page.getByRole('status').filter({ hasText: `${title}: added to Want to try.` })).toBeVisible();
    await page.goto(appUrl('/library?status=want'));
    await expect(page.getByRole('list', { name: 'My Games: Want to try' }).getByRole('heading', { name: title })).toBeVisible({ timeout: 20_000 });
  });

  test('Undo takes a Not interested back, for good: the game is drawn again after a reload', async ({ page, appUrl, baseURL, openWithToken }) => {
    await openWithToken(page, '/home', (await createSession(baseURL ?? '', 'pick-undo')).token);
    const { genre, titles } = await smallPool(page);
    await page.goto(appUrl(`/pick?platform=browser&genre=${encodeURIComponent(genre)}`));
    await expect(page.getByText(`${titles.length} games left to pick from`)).toBeVisible({ timeout: 20_000 });
    const ignored = (await shown(page).innerText()).trim();
    await page.keyboard.press('n');
    await expect(page.getByText(`${titles.length - 1} games left to pick from`)).toBeVisible();
    await page.getByRole('button', { name: `Undo Not interested for ${ignored}` }).click();
    await expect(shown(page)).toHaveText(ignored);
    await expect(page.getByText(`${titles.length} games left to pick from`)).toBeVisible();
    await page.reload();
    await expect(page.getByText(`${titles.length} games left to pick from`)).toBeVisible({ timeout: 20_000 });
    // Draws are random: 3 per game missed one game about once in 50 runs; up to 10 per game, about once in 300,000.
    expect(await drawUntil(page, ignored, titles.length * 10)).toBe(true);
  });

  test('the three buttons have one width, on a desktop and on a phone; the key hints show only where there is a keyboard', async ({ page, appUrl, openPage, openWithToken }) => {
    const widths = async (on: Page) => {
      const group = on.getByRole('group', { name: 'Your choice' });
      await group.getByRole('button').first().waitFor({ timeout: 20_000 });
      return Promise.all((await group.getByRole('button').all()).map(async (button) => (await button.boundingBox())?.width ?? 0));
    };
    // One width, give or take the grid's sub-pixel rounding.
    const spread = (sizes: number[]) => Math.max(...sizes) - Math.min(...sizes);
    const hints = (on: Page) => on.getByRole('group', { name: 'Your choice' }).locator('kbd');

    await openWithToken(page, '/pick');
    const desktop = await widths(page);
    expect(spread(desktop), `widths ${desktop.join(', ')}`).toBeLessThan(1.5);
    for (const hint of await hints(page).all()) await expect(hint).toBeVisible();

    for (const width of [390, 320]) {
      const { page: phone } = await openPage({ viewport: { width, height: 844 }, hasTouch: true, isMobile: true });
      await openWithToken(phone, '/pick');
      const sizes = await widths(phone);
      expect(spread(sizes), `${width} px: widths ${sizes.join(', ')}`).toBeLessThan(1.5);
      expect(await phone.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
      await expect(hints(phone)).toHaveCount(3);
      for (const hint of await hints(phone).all()) await expect(hint).toBeHidden();
    }
    await page.goto(appUrl('/home'));
  });

  test('works offline with the server stopped, from the stored index and library, still leaving out Not interested', async ({ context, page, baseURL, openWithToken, serverProcess }) => {
    await openWithToken(page, '/pick', (await createSession(baseURL ?? '', 'pick-offline')).token);
    await waitForServiceWorker(page);
    await waitForControl(page);
    // Loaded once under the worker's control, so it is stored.
    await page.reload();
    await expect(shown(page)).toBeVisible({ timeout: 20_000 });
    await expect.poll(async () => (await storedApiKeys(page)).includes('/api/catalogue'), { timeout: 15_000, intervals: [300] }).toBe(true);
    const ignored = (await shown(page).innerText()).trim();
    await page.keyboard.press('n');
    await expect(page.getByRole('status').filter({ hasText: `${ignored}: Not interested.` })).toBeVisible();

    await serverProcess.stop();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Pick for me' })).toBeVisible({ timeout: 20_000 });
    await expect(shown(page)).toBeVisible({ timeout: 20_000 });
    const seen = await cycle(page, 10);
    expect(seen).not.toContain(ignored);
    await page.keyboard.press('w');
    await expect(page.getByRole('status').filter({ hasText: 'added to Want to try.' })).toBeVisible();
    await context.setOffline(false);
  });
});
