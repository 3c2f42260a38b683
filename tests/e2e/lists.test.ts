/**
 * Lists in Chromium against the real server: a list made offline reaches the server once back
 * online; reordering by keyboard, announced; sharing a list to a second account, which adds it all
 * to Want to try (skipping a game it already tracks, with Undo); a signed-out visitor following
 * the link signs in first and lands on it; revoking, after which the second account reads "This
 * list is no longer shared"; and axe on the three lists pages in both themes.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createSession, type Session } from '../../tools/account.js';
import { FIXTURE_IDS } from '../../tools/fixtures/index.js';
import { expect, test } from './support/fixtures.js';
import { serverLibrary } from './support/library.js';
import { waitForPage } from './support/pages.js';

const GAMES = [FIXTURE_IDS.pcGame, FIXTURE_IDS.browserGame, FIXTURE_IDS.bothPlatformsGame];
let ops = 0;

async function api(baseUrl: string, token: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBe(200);
  return response.json();
}

/** A ranked list of GAMES in that order, made through the API; answers its id. */
async function seedList(baseUrl: string, session: Session, name: string): Promise<string> {
  const listId = `e2e-list-${Date.now().toString(36)}-${(ops += 1)}`;
  const now = Date.now();
  await api(baseUrl, session.token, 'PUT', `/user/lists/${listId}`, { name, description: 'Seeded for the journey', ranked: true, updated_at: now, op_id: `e2e-${(ops += 1)}` });
  for (const [index, gameId] of GAMES.entries()) {
    await api(baseUrl, session.token, 'PUT', `/user/lists/${listId}/items/${gameId}`, { position: ['G', 'V', 'k'][index], note: index === 0 ? 'Start here' : '', updated_at: now, op_id: `e2e-${(ops += 1)}` });
  }
  return listId;
}

async function serverOrder(baseUrl: string, token: string, listId: string): Promise<number[]> {
  const one = (await api(baseUrl, token, 'GET', `/user/lists/${listId}`)) as { items: { game_id: number }[] };
  return one.items.map((item) => item.game_id);
}

async function rowTitles(page: Page): Promise<string[]> {
  return page.locator('.list-items > li .list-item-head a').allInnerTexts();
}

test.describe('Lists', () => {
  test('a list made offline is kept on the device and reaches the server once back online', async ({ page, baseURL, openWithToken, context }) => {
    const session = await createSession(baseURL ?? '', 'listsoff');
    await openWithToken(page, '/lists', session.token);
    await page.getByRole('heading', { level: 1, name: 'Your lists' }).waitFor();
    await expect(page.locator('.lists-sync')).toHaveText('Synced', { timeout: 15_000 });
    await context.setOffline(true);
    await page.getByLabel('Name').fill('Made on a train');
    await page.getByLabel('Ranked (show numbers)').check();
    await page.getByRole('button', { name: 'Create list' }).click();
    await page.getByRole('heading', { level: 1, name: 'Made on a train' }).waitFor();
    await expect(page.locator('.lists-sync')).toContainText(/Offline|Saved on this device|Couldn't sync/);
    const pulled = async () => ((await api(baseURL ?? '', session.token, 'GET', '/user/lists')) as { lists: { name: string }[] }).lists.map((list) => list.name);
    expect(await pulled()).toEqual([]);
    // Still there after a reload while offline: it lives in IndexedDB with its outbox.
    await page.reload().catch(() => undefined);
    await context.setOffline(false);
    await expect.poll(pulled, { timeout: 20_000 }).toEqual(['Made on a train']);
    await page.goto(`${baseURL}/#/lists`);
    await expect(page.getByRole('link', { name: 'Made on a train' })).toBeVisible();
  });

  test('reorders by keyboard, announcing each move, and the server keeps the new order', async ({ page, baseURL, openWithToken }) => {
    const session = await createSession(baseURL ?? '', 'listskey');
    const listId = await seedList(baseURL ?? '', session, 'Keyboard order');
    await openWithToken(page, `/lists/${listId}`, session.token);
    await page.getByRole('heading', { level: 1, name: 'Keyboard order' }).waitFor();
    await expect(page.locator('.list-items > li')).toHaveCount(3);
    const [first, second, third] = await rowTitles(page);
    await expect(page.locator('.list-rank').first()).toHaveText('1');

    await page.getByRole('group', { name: `Move or remove ${first}` }).getByRole('button', { name: 'Move down' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('main [role="status"][aria-live="polite"]').first()).toHaveText(`${first} moved to position 2 of 3.`);
    await expect.poll(() => rowTitles(page)).toEqual([second, first, third]);

    await page.getByLabel(`Position for ${third}`).fill('1');
    await page.getByRole('group', { name: `Move or remove ${third}` }).getByRole('button', { name: 'Move to position' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('main [role="status"][aria-live="polite"]').first()).toHaveText(`${third} moved to position 1 of 3.`);
    await expect.poll(() => rowTitles(page)).toEqual([third, second, first]);
    const [a = 0, b = 0, c = 0] = GAMES;
    await expect.poll(() => serverOrder(baseURL ?? '', session.token, listId), { timeout: 15_000 }).toEqual([c, b, a]);
  });

  test("adds Browse's results to a new list in one step after a review, and a game from its page", async ({ page, baseURL, openWithToken }) => {
    const session = await createSession(baseURL ?? '', 'listsadd');
    await openWithToken(page, '/browse?platform=browser', session.token);
    const add = page.getByRole('button', { name: 'Add them to a list' });
    await expect(add).toBeEnabled({ timeout: 15_000 });
    const count = Number((await page.locator('.browse-count-line').innerText()).match(/\d+/)?.[0]);
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Add to list' });
    await dialog.getByLabel('Name of the new list').fill('Browser games');
    await expect(dialog.getByRole('status')).toHaveText(`Adds ${count} games.`);
    await dialog.getByRole('button', { name: `Add ${count} games` }).click();
    await expect(dialog.getByRole('status')).toHaveText(`Added ${count} games to Browser games.`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await page.goto(`${baseURL}/#/gamedetails/${FIXTURE_IDS.pcGame}`);
    await page.getByRole('button', { name: 'Add to list…' }).click();
    await expect(dialog.getByLabel('List')).toHaveValue(/.+/);
    await expect(dialog.getByRole('status')).toHaveText('Adds 1 game.');
    await dialog.getByRole('button', { name: 'Add 1 game' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Added 1 game to Browser games.');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Add to list…' })).toBeFocused();
    await page.goto(`${baseURL}/#/lists`);
    await expect(page.locator('.lists-index li')).toContainText(`${count + 1} games`);
  });

  test('shares to a second account, which adds all to Want to try; revoking ends the link', async ({ page, baseURL, openWithToken, openPage, submitLogin }) => {
    test.setTimeout(120_000);
    const owner = await createSession(baseURL ?? '', 'listsown');
    const friend = await createSession(baseURL ?? '', 'listsfriend');
    const listId = await seedList(baseURL ?? '', owner, 'Play with Sam');
    // The friend already plays the first game: Add all skips it.
    await api(baseURL ?? '', friend.token, 'PUT', `/user/library/${GAMES[0]}`, { status: 'playing', updated_at: Date.now(), op_id: `e2e-${(ops += 1)}` });

    await openWithToken(page, `/lists/${listId}`, owner.token);
    await page.getByRole('button', { name: 'Share by link' }).click();
    const linkField = page.getByLabel('Link to this list');
    await expect(linkField).toHaveValue(/#\/shared\/[A-Za-z0-9_-]{22,}$/, { timeout: 15_000 });
    const link = await linkField.inputValue();

    // Signed out, the link leads to the login page, and signing in lands on the list.
    const guest = await openPage();
    await guest.page.goto(link);
    await guest.page.getByRole('heading', { name: 'Login To Our Website' }).waitFor();
    await expect(guest.page.getByText('Sign in to open the page you followed a link to.')).toBeVisible();
    await submitLogin(guest.page, friend);
    await guest.page.getByRole('heading', { level: 1, name: 'Play with Sam' }).waitFor({ timeout: 15_000 });
    await expect(guest.page.getByText('Shared by Casey. Read-only.')).toBeVisible();
    await expect(guest.page.getByText('Start here')).toBeVisible();
    await expect(guest.page.getByText('1 already tracked, skipped.')).toBeVisible();

    await guest.page.getByRole('button', { name: 'Add all to Want to try' }).click();
    await expect(guest.page.getByRole('button', { name: 'Undo' })).toBeFocused();
    await expect(guest.page.getByText('Added 2 games to Want to try.')).toBeVisible();
    const wants = async () => (await serverLibrary(baseURL ?? '', friend.token)).filter((entry) => !entry.deleted).map((entry) => `${entry.game_id}:${entry.status}`).sort();
    await expect.poll(wants, { timeout: 15_000 }).toEqual([`${GAMES[0]}:playing`, `${GAMES[1]}:want`, `${GAMES[2]}:want`].sort());

    // The owner stops sharing: at once, the friend's next look says so.
    await page.getByRole('button', { name: 'Stop sharing' }).click();
    await expect(page.getByText('This list is private again')).toBeVisible({ timeout: 15_000 });
    await guest.page.reload();
    await expect(guest.page.getByRole('heading', { level: 1, name: 'This list is no longer shared' })).toBeVisible({ timeout: 15_000 });
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`Lists accessibility in the ${colorScheme} theme`, () => {
    test.use({ colorScheme });
    test('axe finds nothing serious on #/lists, #/lists/{id} and #/shared/{id}', async ({ page, baseURL, openWithToken }) => {
      const session = await createSession(baseURL ?? '', `listsaxe${colorScheme}`);
      const listId = await seedList(baseURL ?? '', session, 'Axe list');
      const { share_id: shareId } = (await api(baseURL ?? '', session.token, 'POST', `/user/lists/${listId}/share`)) as { share_id: string };
      const found: Record<string, string[]> = {};
      for (const route of ['/lists', `/lists/${listId}`, `/shared/${shareId}`]) {
        await openWithToken(page, route, session.token);
        await waitForPage(page);
        await page.locator('main h1').first().waitFor();
        const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
        const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
        if (serious.length > 0) found[route] = serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`);
      }
      expect(found).toEqual({});
    });
  });
}
