/**
 * Remove offers Undo for 10 s in Chromium: on the game page and in a card's menu, Undo brings back
 * the rating and the note, the server gets them back, and a reload still shows them.
 */
import type { Page } from '@playwright/test';
import { createSession } from '../../tools/account.js';
import { expect, test } from './support/fixtures.js';
import { cardOf, chooseOnCard, serverLibrary, syncHint, titleOf, type ServerEntry } from './support/library.js';
import { waitForGrid } from './support/pages.js';

/** The game page's panel: Played, 2 stars, a note; waits for the server to hold it. */
async function rateAndNote(page: Page, note: string): Promise<void> {
  // The radio is checked once the library has the change: click, then wait for it.
  await page.getByRole('radio', { name: 'Played' }).click();
  await expect(page.getByRole('radio', { name: 'Played' })).toBeChecked();
  await page.locator('label', { has: page.getByRole('radio', { name: '2 stars' }) }).click();
  await expect(page.getByRole('radio', { name: '2 stars' })).toBeChecked();
  await page.getByLabel('Private note').fill(note);
  // The panel's one sync line: the note has reached the server.
  await expect(syncHint(page)).toHaveText('Synced', { timeout: 15_000 });
}

test.describe('Remove with Undo', () => {
  test("the game page's Remove, then Undo: after a reload the rating and note are back, on the server too", async ({ page, baseURL, openWithToken }) => {
    test.setTimeout(90_000);
    const session = await createSession(baseURL ?? '', 'undo');
    await openWithToken(page, '/all', session.token);
    const grid = await waitForGrid(page, 'All games');
    const card = grid.getByRole('listitem').first();
    const title = await titleOf(card);
    await card.getByRole('link', { name: title, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await rateAndNote(page, 'Too grindy after level 20');
    await expect(syncHint(page)).toHaveText('Synced', { timeout: 15_000 });
    const added = await page.locator('.track-dates').innerText();
    const stored = (await serverLibrary(baseURL ?? '', session.token))[0] as ServerEntry & { created_at: number };

    await page.getByRole('button', { name: `Remove ${title} from My Games` }).click();
    const undo = page.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeFocused();
    await expect(page.getByRole('status').filter({ has: undo })).toContainText(`Removed ${title} (Played) from My Games.`);
    await expect(page.getByRole('group', { name: 'Your rating' })).toHaveCount(0);
    // The removal reached the server before Undo: Undo is a change of its own, synced like any other.
    await expect.poll(async () => (await serverLibrary(baseURL ?? '', session.token)).length, { timeout: 15_000 }).toBe(0);
    await page.keyboard.press('Enter');

    await expect(page.getByRole('radio', { name: 'Played' })).toBeChecked();
    await expect(page.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await expect(page.getByLabel('Private note')).toHaveValue('Too grindy after level 20');
    await expect(undo).toHaveCount(0);
    await expect.poll(async () => (await serverLibrary(baseURL ?? '', session.token))[0], { timeout: 15_000 })
      .toMatchObject({ status: 'played', rating: 2, note: 'Too grindy after level 20', created_at: stored.created_at });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect(page.getByRole('radio', { name: 'Played' })).toBeChecked();
    await expect(page.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await expect(page.getByLabel('Private note')).toHaveValue('Too grindy after level 20');
    await expect(page.locator('.track-dates')).toHaveText(added);
  });

  test("a card's Remove on My Games, then Undo: the card comes back with its rating and note", async ({ page, baseURL, openWithToken }) => {
    test.setTimeout(90_000);
    const session = await createSession(baseURL ?? '', 'undo-card');
    await openWithToken(page, '/all', session.token);
    const grid = await waitForGrid(page, 'All games');
    const title = await titleOf(grid.getByRole('listitem').nth(1));
    await grid.getByRole('listitem').nth(1).getByRole('link', { name: title, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await rateAndNote(page, 'Weekend game');

    await page.getByRole('link', { name: 'My Games' }).click();
    const mine = await waitForGrid(page, 'My Games');
    await chooseOnCard(page, cardOf(page, mine, title), 'Remove');
    await expect(page.getByRole('link', { name: 'All (0)' })).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('link', { name: 'All (1)' })).toBeVisible();
    await expect(cardOf(page, await waitForGrid(page, 'My Games'), title).getByRole('button', { name: `Change status of ${title}` })).toBeFocused();

    await page.reload();
    await expect(page.getByRole('link', { name: 'Played (1)' })).toBeVisible();
    await cardOf(page, await waitForGrid(page, 'My Games'), title).getByRole('link', { name: title, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect(page.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await expect(page.getByLabel('Private note')).toHaveValue('Weekend game');
  });

  test('the Undo offer goes after 10 s and the removal stands', async ({ page, baseURL, openWithToken }) => {
    test.setTimeout(60_000);
    const session = await createSession(baseURL ?? '', 'undo-late');
    await openWithToken(page, '/all', session.token);
    const grid = await waitForGrid(page, 'All games');
    const card = grid.getByRole('listitem').first();
    const title = await titleOf(card);
    await chooseOnCard(page, card, 'Playing');
    await page.clock.install();
    await chooseOnCard(page, card, 'Remove');
    await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
    await page.clock.runFor(10_500);
    await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: `Track ${title}` })).toBeVisible();
  });
});
