/**
 * Live changes in Chromium on the real server: two browser profiles of one person open on the
 * same game page; a status chosen on one shows on the other with no reload and no focus change,
 * carried by the other's `GET /user/events` stream.
 */
import type { Page } from '@playwright/test';
import { createSession } from '../../tools/account.js';
import { expect, test } from './support/fixtures.js';
import { idOf } from './support/library.js';
import { waitForGrid } from './support/pages.js';

/** Resolves once the page's live channel answered 200. */
function streamOpened(page: Page): Promise<unknown> {
  return page.waitForResponse((response) => new URL(response.url()).pathname === '/user/events' && response.status() === 200, { timeout: 20_000 });
}

test.describe('Live changes', () => {
  test("Playing chosen on one device shows on the other, open on the same game page, without a reload", async ({ page, baseURL, openWithToken, openPage }) => {
    test.setTimeout(90_000);
    const session = await createSession(baseURL ?? '', 'live');
    const laptopStream = streamOpened(page);
    await openWithToken(page, '/all', session.token);
    const gameId = await idOf((await waitForGrid(page, 'All games')).getByRole('listitem').nth(0));
    await page.goto(`${new URL(page.url()).origin}/#/gamedetails/${gameId}`);
    const phone = await openPage();
    const phoneStream = streamOpened(phone.page);
    await openWithToken(phone.page, `/gamedetails/${gameId}`, session.token);
    await Promise.all([laptopStream, phoneStream]);
    await expect(page.getByRole('radio', { name: 'Want to try' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Playing' })).not.toBeChecked();
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => void navigations.push(frame.url()));

    // A status radio is checked once the library holds the change: click, then wait for it.
    await phone.page.getByRole('radio', { name: 'Playing' }).click();
    await expect(phone.page.getByRole('radio', { name: 'Playing' })).toBeChecked();
    // How soon is `npm run bench:live`'s question; here, that it comes at all, bounded as other waits.
    await expect(page.getByRole('radio', { name: 'Playing' })).toBeChecked({ timeout: 10_000 });
    // The laptop's page was neither reloaded nor sent anywhere.
    expect(navigations).toEqual([]);

    // And back the other way: Played chosen on the laptop reaches the phone.
    await page.getByRole('radio', { name: 'Played' }).click();
    await expect(page.getByRole('radio', { name: 'Played' })).toBeChecked();
    await expect(phone.page.getByRole('radio', { name: 'Played' })).toBeChecked({ timeout: 2_000 });
  });
});
