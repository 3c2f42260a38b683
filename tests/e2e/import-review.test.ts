/**
 * The import review in Chromium: our own export read back changes nothing, and a file that
 * differs from the library shows each change (old → new) with Keep mine / Take the file's.
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createSession } from '../../tools/account.js';
import { expect, test } from './support/fixtures.js';
import { chooseOnCard, importField, serverLibrary, syncHint, titleOf } from './support/library.js';
import { waitForGrid } from './support/pages.js';

async function download(page: Page, button: string): Promise<string> {
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  return (await saved).path();
}

test.describe('The import review', () => {
  test("re-importing our own export changes nothing; a file that differs shows what would change, and Take the file's writes it", async ({ page, baseURL, openWithToken }, testInfo) => {
    test.setTimeout(90_000);
    const session = await createSession(baseURL ?? '', 'reimport');
    await openWithToken(page, '/all', session.token);
    const grid = await waitForGrid(page, 'All games');
    const first = grid.getByRole('listitem').nth(0);
    const second = grid.getByRole('listitem').nth(1);
    const firstTitle = await titleOf(first);
    await chooseOnCard(page, first, 'Playing');
    await chooseOnCard(page, second, 'Want to try');
    await first.getByRole('link', { name: firstTitle, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: firstTitle }).waitFor();
    await page.getByLabel('Private note').fill('mine');
    // The panel's one sync line: the note has reached the server before we leave.
    await expect(syncHint(page)).toHaveText('Synced', { timeout: 15_000 });
    await page.getByRole('link', { name: 'My Games' }).click();
    await waitForGrid(page, 'My Games');
    await expect(syncHint(page)).toHaveText('Synced', { timeout: 15_000 });
    const stored = JSON.stringify(await serverLibrary(baseURL ?? '', session.token));

    for (const button of ['Export JSON', 'Export CSV']) {
      const path = await download(page, button);
      await (await importField(page)).setInputFiles(path);
      const review = page.getByRole('region', { name: 'Check the import' });
      await expect(review).toContainText('2 games are already in your library just as in the file: nothing changes for them.');
      await expect(review.getByRole('button', { name: 'Import 0 games' })).toBeDisabled();
      await review.getByRole('button', { name: 'Cancel' }).click();
    }
    // Nothing was written or sent: the server's entries, dates included, are as they were.
    await expect(syncHint(page)).toHaveText('Synced');
    expect(JSON.stringify(await serverLibrary(baseURL ?? '', session.token))).toBe(stored);

    const csv = (await readFile(await download(page, 'Export CSV'), 'utf8')).replace(',Playing,,mine,', ',Played,,theirs,');
    const changed = testInfo.outputPath('changed.csv');
    await writeFile(changed, csv);
    await (await importField(page)).setInputFiles(changed);
    const review = page.getByRole('region', { name: 'Check the import' });
    await expect(review).toContainText('1 game is already in your library with something different.');
    const row = review.getByRole('listitem').filter({ hasText: `“${firstTitle}” (Played) is in your library differently` });
    await expect(row.getByRole('listitem')).toHaveText(['Status: Playing → Played', 'Note: “mine” → “theirs”']);
    await expect(row.getByRole('radio', { name: 'Keep mine' })).toBeChecked();
    await expect(review.getByRole('button', { name: 'Import 0 games' })).toBeDisabled();
    await row.getByRole('radio', { name: 'Take the file’s' }).check();
    await review.getByRole('button', { name: 'Import 1 game' }).click();
    await expect(page.getByRole('link', { name: 'Played (1)' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Want to try (1)' })).toBeVisible();
  });
});
