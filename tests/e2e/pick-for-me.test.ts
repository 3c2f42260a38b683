/**
 * Pick for me in Chromium: reached from the navbar (focus on its heading, its document title), its
 * keys, Not interested keeping a game out for good (also after a reload, and in My Games' Not
 * interested tab), offline with the server stopped, and axe on the page.
 */
import { AxeBuilder } from '@axe-core/playwright';
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

test.describe('Pick for me', () => {
  test.afterEach(async ({ serverProcess }) => {
    await serverProcess.start();
  });

  test('Not interested never comes back, even after a reload; the navbar, title, focus and axe', async ({ page, appUrl, createUser, signIn }) => {
    await signIn(page, await createUser('pick'));
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

    const seen = await cycle(page, titles.length * 3);
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

  test('the buttons show their keys, and W adds the game to Want to try', async ({ page, appUrl, createUser, signIn }) => {
    await signIn(page, await createUser('pick-want'));
    await page.goto(appUrl('/pick'));
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

  test('works offline with the server stopped, from the stored index and library, still leaving out Not interested', async ({ context, page, appUrl, createUser, signIn, serverProcess }) => {
    await signIn(page, await createUser('pick-offline'));
    await page.goto(appUrl('/pick'));
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
