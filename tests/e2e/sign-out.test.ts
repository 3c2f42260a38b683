/**
 * Signing out in Chromium on the real server: with one change not synced (the browser offline),
 * LogOut asks in a dialog; Keep them for next sign-in signs out, and IndexedDB then holds only that
 * pending change of the person: no synced record, no cursor.
 */
import type { Page } from '@playwright/test';
import { createSession } from '../../tools/account.js';
import { expect, test } from './support/fixtures.js';
import { chooseOnCard, idOf, syncHint } from './support/library.js';
import { waitForGrid } from './support/pages.js';

/** The keys of the library database's records: ['game', sub, id] and ['cursor', sub]. */
function storedKeys(page: Page): Promise<unknown[]> {
  return page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('freeplay-library');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('games').objectStore('games').getAllKeys();
          request.onsuccess = () => (open.result.close(), resolve(request.result));
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

test('LogOut with a change not synced asks first; kept, it is all that stays of the library on the device', async ({ page, baseURL, openWithToken }) => {
  test.setTimeout(90_000);
  const session = await createSession(baseURL ?? '', 'signout');
  await openWithToken(page, '/all', session.token);
  const grid = await waitForGrid(page, 'All games');
  const [synced, pending] = [grid.getByRole('listitem').nth(0), grid.getByRole('listitem').nth(1)];
  const pendingId = await idOf(pending);
  await chooseOnCard(page, synced, 'Playing');
  // Stored once the card shows it: only then can "Synced" below be about this change.
  await expect(synced.getByText('Playing', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'My Games' }).click();
  await expect(syncHint(page)).toHaveText('Synced', { timeout: 15_000 });
  await page.getByRole('link', { name: 'All', exact: true }).click();
  // The list first, then offline: gone offline while its request was on its way, the page rightly
  // says it cannot reach Freeplay (on a first visit the list is not yet stored for offline use).
  const listAgain = await waitForGrid(page, 'All games');
  await page.context().setOffline(true);
  await chooseOnCard(page, listAgain.getByRole('listitem').nth(1), 'Want to try');
  const { sub } = JSON.parse(Buffer.from(session.token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
  await expect.poll(async () => (await storedKeys(page)).length).toBe(3); // two games and the cursor

  await page.getByRole('button', { name: 'LogOut' }).click();
  const dialog = page.getByRole('dialog', { name: '1 change on this device is not synced yet:' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep them for next sign-in' }).click();
  await page.waitForURL((url) => url.hash === '#/login');
  await expect.poll(() => storedKeys(page)).toEqual([['game', sub, pendingId]]);
  await page.context().setOffline(false);
});
