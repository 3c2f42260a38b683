/**
 * Tracking in Chromium: three games tracked with different statuses (mouse and keyboard), one rated
 * and noted on its page, My Games with its tabs and counts, export then import into a fresh
 * account (the rating and note go with it), axe on My Games, and a journey by keyboard alone.
 */
import { readFile } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { createSession } from '../../tools/account.js';
import { cardOf, importField, serverLibrary, syncHint, tabTo, titleOf } from './support/library.js';
import { waitForGrid } from './support/pages.js';

async function trackNth(page: Page, index: number, status: string): Promise<string> {
  const grid = await waitForGrid(page, 'All games');
  const card = grid.getByRole('listitem').nth(index);
  const title = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('button', { name: `Track ${title}` }).click();
  await page.getByRole('menu', { name: `Status of ${title}` }).getByRole('menuitemradio', { name: status }).click();
  await expect(card.getByText(status, { exact: true })).toBeVisible();
  return title;
}

test.describe('Tracking', () => {
  test('track three games, rate and note one, see them in My Games, export and import into a fresh account', async ({ page, baseURL, openWithToken, createUser, signIn, openPage }) => {
    // An account of its own: the worker's is shared with earlier tests, which may leave a game in it.
    await openWithToken(page, '/all', (await createSession(baseURL ?? '', 'track')).token);
    await waitForGrid(page);
    await page.getByRole('button', { name: /^Track / }).first().waitFor();
    const first = await trackNth(page, 0, 'Playing');
    const second = await trackNth(page, 1, 'Want to try');

    // Keyboard only: Down opens the menu on its first item, arrows move, Enter chooses, focus returns.
    const grid = await waitForGrid(page, 'All games');
    const third = grid.getByRole('listitem').nth(2);
    const thirdTitle = (await third.getByRole('heading').innerText()).trim();
    const button = third.getByRole('button', { name: `Track ${thirdTitle}` });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitemradio', { name: 'Want to try' })).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(third.getByText('Played', { exact: true })).toBeVisible();
    await expect(third.getByRole('button', { name: `Change status of ${thirdTitle}` })).toBeFocused();

    // Rate and note the first on its page.
    await grid.getByRole('listitem').first().getByRole('link', { name: first, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: first }).waitFor();
    await page.locator('label', { has: page.getByRole('radio', { name: '4 stars' }) }).click();
    await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await page.getByLabel('Private note').fill('Great with friends');
    // The panel's one status leaves Saving once the note is written.
    await expect(syncHint(page)).toHaveText(/^(Saved on this device|Syncing|Synced)$/);

    await page.getByRole('link', { name: 'My Games' }).click();
    await expect(page.getByRole('link', { name: 'All (3)' })).toBeVisible();
    for (const name of ['Want to try (1)', 'Playing (1)', 'Played (1)', 'Dropped (0)']) await expect(page.getByRole('link', { name })).toBeVisible();
    const mine = await waitForGrid(page, 'My Games');
    await expect(mine.getByRole('heading')).toHaveCount(3);
    // Most recently changed first: the rated and noted game, then the other two in the order they were tracked, latest first.
    expect((await mine.getByRole('heading').allInnerTexts()).map((text) => text.trim())).toEqual([first, thirdTitle, second]);

    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export JSON' }).click();
    const path = await (await download).path();
    // The file holds every game, and the rating and note set above.
    const exported = JSON.parse(await readFile(path, 'utf8')) as { entries: { title: string; status: string; rating: number | null; note: string }[] };
    expect(exported.entries).toHaveLength(3);
    expect(exported.entries.find((entry) => entry.title === first)).toMatchObject({ status: 'playing', rating: 4, note: 'Great with friends' });

    // A fresh account on a fresh profile imports the file.
    const fresh = await createUser('import');
    const other = await openPage();
    await signIn(other.page, fresh);
    await other.page.getByRole('link', { name: 'My Games' }).click();
    await expect(other.page.getByRole('link', { name: 'All (0)' })).toBeVisible();
    await (await importField(other.page)).setInputFiles(path);
    await other.page.getByRole('button', { name: 'Import 3 games' }).click();
    await expect(other.page.getByText('Imported 3 games.')).toBeVisible();
    await expect(other.page.getByRole('link', { name: 'All (3)' })).toBeVisible();
    await expect(other.page.getByRole('link', { name: 'Played (1)' })).toBeVisible();
    // The imported game's page shows the same rating and note.
    const imported = await waitForGrid(other.page, 'My Games');
    await cardOf(other.page, imported, first).getByRole('link', { name: first, exact: true }).click();
    await other.page.getByRole('heading', { level: 1, name: first }).waitFor();
    await expect(other.page.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(other.page.getByLabel('Private note')).toHaveValue('Great with friends');
  });

  test('keyboard only: track from a card, rate and note on the game page, find it in My Games, then remove it', async ({ page, baseURL, openWithToken }) => {
    test.setTimeout(120_000);
    const session = await createSession(baseURL ?? '', 'keys');
    await openWithToken(page, '/all', session.token);
    const grid = await waitForGrid(page, 'All games');
    const card = grid.getByRole('listitem').first();
    const title = await titleOf(card);
    await card.getByRole('button', { name: `Track ${title}` }).waitFor();

    // The card's one menu button: Enter opens the menu on its first item, Down moves, Enter chooses.
    await tabTo(page, card.getByRole('button', { name: `Track ${title}` }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitemradio', { name: 'Want to try' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(card.getByText('Playing', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: `Change status of ${title}` })).toBeFocused();

    // Back to the card's link, and into the game's page.
    await tabTo(page, card.getByRole('link', { name: title, exact: true }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect(page.getByRole('radio', { name: 'Playing' })).toBeChecked();
    // The rating is a radio group: Tab reaches the checked one, arrows move and choose.
    await tabTo(page, page.getByRole('radio', { name: 'No rating' }));
    for (let stars = 0; stars < 3; stars += 1) await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await tabTo(page, page.getByLabel('Private note'));
    await page.keyboard.type('Co-op on Fridays');
    // The panel's one status leaves Saving once the note is written.
    await expect(syncHint(page)).toHaveText(/^(Saved on this device|Syncing|Synced)$/);

    // My Games from the navbar, then Remove from the card's menu (End jumps to it).
    await tabTo(page, page.getByRole('link', { name: 'My Games' }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'Playing (1)' })).toBeVisible();
    const mine = await waitForGrid(page, 'My Games');
    await expect(syncHint(page)).toHaveText('Synced', { timeout: 15_000 });
    const entry = (await serverLibrary(baseURL ?? '', session.token))[0];
    expect(entry).toMatchObject({ status: 'playing', rating: 3, note: 'Co-op on Fridays' });

    const change = cardOf(page, mine, title).getByRole('button', { name: `Change status of ${title}` });
    await tabTo(page, change);
    await page.keyboard.press('Enter');
    await page.keyboard.press('End');
    await expect(page.getByRole('menuitem', { name: 'Remove' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'All (0)' })).toBeVisible();
    await expect(page.getByText(/^Nothing tracked yet\./)).toBeVisible();
  });
});
