/**
 * Sync in Chromium, on the real server: changes made with the server process killed are kept over
 * a reload and marked unsynced, then sync on their own once it is back; a second browser profile
 * (its own storage) signs in and sees the same library; the same game changed on both while one
 * is offline ends with the later change on both. The server is started again after each test.
 */
import { createSession } from '../../tools/account.js';
import { expect, test } from './support/fixtures.js';
import { cardOf, chooseOnCard, idOf, serverLibrary, syncHint, titleOf } from './support/library.js';
import { storedApiKeys, waitForControl, waitForGrid, waitForServiceWorker } from './support/pages.js';

test.describe('Library sync', () => {
  test.afterEach(async ({ serverProcess }) => {
    await serverProcess.start();
  });

  test('server killed: a status change and a removal are kept over a reload and marked unsynced; once it is back they sync with no action', async ({ page, baseURL, appUrl, openWithToken, serverProcess }) => {
    test.setTimeout(150_000);
    const session = await createSession(baseURL ?? '', 'offline');
    await openWithToken(page, '/all', session.token);
    await waitForServiceWorker(page);
    await waitForControl(page);
    await page.reload();
    let grid = await waitForGrid(page, 'All games');
    const playing = grid.getByRole('listitem').nth(0);
    const wanted = grid.getByRole('listitem').nth(1);
    const [kept, removed] = [await titleOf(playing), await titleOf(wanted)];
    const [keptId, removedId] = [await idOf(playing), await idOf(wanted)];
    await chooseOnCard(page, playing, 'Playing');
    await chooseOnCard(page, wanted, 'Want to try');
    // Stored once the cards show them: only then can "Synced" below be about these changes.
    await expect(playing.getByText('Playing', { exact: true })).toBeVisible();
    await expect(wanted.getByText('Want to try', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'My Games' }).click();
    await expect(syncHint(page)).toHaveText('Synced', { timeout: 15_000 });
    // My Games reads the catalogue index: stored by the worker, it answers with the server gone.
    await expect.poll(async () => (await storedApiKeys(page)).includes('/api/catalogue'), { timeout: 15_000, intervals: [300] }).toBe(true);

    await serverProcess.stop();
    await page.getByRole('link', { name: 'All', exact: true }).click();
    grid = await waitForGrid(page, 'All games');
    await chooseOnCard(page, cardOf(page, grid, kept), 'Played');
    await chooseOnCard(page, cardOf(page, grid, removed), 'Remove');
    // A card shows a change once IndexedDB holds it: reloading before that could drop it.
    await expect(cardOf(page, grid, kept).getByText('Played', { exact: true })).toBeVisible();
    await expect(cardOf(page, grid, removed).getByRole('button', { name: `Track ${removed}` })).toBeVisible();
    await page.goto(appUrl('/library'));
    await page.reload();

    const mine = await waitForGrid(page, 'My Games');
    await expect(page.getByRole('link', { name: 'All (1)' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Played (1)' })).toBeVisible();
    await expect(cardOf(page, mine, kept).getByText('Played', { exact: true })).toBeVisible();
    await expect(cardOf(page, mine, removed)).toHaveCount(0);
    await expect(syncHint(page)).toHaveText("Can't reach Freeplay right now. 2 changes are saved on this device and will sync when it's back.", { timeout: 15_000 });
    // Still the server's old copy: nothing reached it.
    expect(await serverProcess.running()).toBe(false);

    await serverProcess.start();
    // No click, no reload: the engine's own retries find the server again.
    await expect(syncHint(page)).toHaveText('Synced', { timeout: 45_000 });
    const onServer = await serverLibrary(baseURL ?? '', session.token);
    expect(onServer.map((entry) => [entry.game_id, entry.status])).toEqual([[keptId, 'played']]);
    expect(onServer.some((entry) => entry.game_id === removedId)).toBe(false);
  });

  test('a second browser profile signs in and sees the same library; the same game changed on both while one is offline ends with the later change on both', async ({ page, appUrl, baseURL, createUser, signIn, openPage }) => {
    test.setTimeout(120_000);
    const person = await createUser('twin');
    await signIn(page, person);
    await page.goto(appUrl('/all'));
    const grid = await waitForGrid(page, 'All games');
    const contested = grid.getByRole('listitem').nth(0);
    const other = grid.getByRole('listitem').nth(1);
    const title = await titleOf(contested);
    const gameId = await idOf(contested);
    await chooseOnCard(page, contested, 'Playing');
    await chooseOnCard(page, other, 'Played');
    await expect(contested.getByText('Playing', { exact: true })).toBeVisible();
    await expect(other.getByText('Played', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'My Games' }).click();
    await expect(syncHint(page)).toHaveText('Synced', { timeout: 15_000 });
    const laptopTitles = await (await waitForGrid(page, 'My Games')).getByRole('heading').allTextContents();

    // Another profile: its own storage, cookies and IndexedDB, signed in through the login page.
    const phone = await openPage();
    await signIn(phone.page, person);
    await phone.page.getByRole('link', { name: 'My Games' }).click();
    await expect(phone.page.getByRole('link', { name: 'All (2)' })).toBeVisible({ timeout: 15_000 });
    const phoneGrid = await waitForGrid(phone.page, 'My Games');
    expect(await phoneGrid.getByRole('heading').allTextContents()).toEqual(laptopTitles);
    await expect(cardOf(phone.page, phoneGrid, title).getByText('Playing', { exact: true })).toBeVisible();

    // The phone goes offline and changes the game first; the laptop, online, changes it later.
    // The cards' menu was fetched after the first paint, so it opens offline though never opened before.
    await phone.page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/StatusMenu-[\w-]+\.js$/.test(entry.name)), undefined, { timeout: 15_000 });
    await phone.context.setOffline(true);
    await chooseOnCard(phone.page, cardOf(phone.page, phoneGrid, title), 'Dropped');
    await expect(syncHint(phone.page)).toHaveText(/^You're offline\. 1 change is saved on this device/);
    const laptopGrid = await waitForGrid(page, 'My Games');
    await chooseOnCard(page, cardOf(page, laptopGrid, title), 'Want to try');
    // Until the card shows it, the hint may still say "Synced" of the state before: the phone would
    // then reach the server first, and there would be no conflict for it to lose.
    await expect(cardOf(page, laptopGrid, title).getByText('Want to try', { exact: true })).toBeVisible();
    await expect(syncHint(page)).toHaveText('Synced', { timeout: 15_000 });
    const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
    await expect.poll(async () => (await serverLibrary(baseURL ?? '', token)).find((entry) => entry.game_id === gameId)?.status, { timeout: 15_000 }).toBe('want');

    // Back online, the phone's older change loses: both show the laptop's, and the phone says why.
    await phone.context.setOffline(false);
    await expect(cardOf(phone.page, phoneGrid, title).getByText('Want to try', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(syncHint(phone.page)).toHaveText('Synced', { timeout: 15_000 });
    await phone.page.goto(appUrl(`/gamedetails/${gameId}`));
    await expect(phone.page.getByText('Changed on another device')).toBeVisible({ timeout: 15_000 });
    await expect(phone.page.getByRole('radio', { name: 'Want to try' })).toBeChecked();

    await page.reload();
    await expect(cardOf(page, await waitForGrid(page, 'My Games'), title).getByText('Want to try', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dropped (0)' })).toBeVisible();
    expect((await serverLibrary(baseURL ?? '', token)).find((entry) => entry.game_id === gameId)?.status).toBe('want');
  });

  test('per field: with the server stopped, one device rates the game and the other later writes a note; once it is back both keep the rating and the note', async ({ page, appUrl, baseURL, createUser, signIn, openPage, serverProcess }) => {
    test.setTimeout(150_000);
    const person = await createUser('fields');
    await signIn(page, person);
    await page.goto(appUrl('/all'));
    const grid = await waitForGrid(page, 'All games');
    const card = grid.getByRole('listitem').nth(0);
    const [title, gameId] = [await titleOf(card), await idOf(card)];
    await chooseOnCard(page, card, 'Want to try');
    await page.goto(appUrl(`/gamedetails/${gameId}`));
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect(syncHint(page)).toHaveText('Synced', { timeout: 15_000 });

    const phone = await openPage();
    await signIn(phone.page, person);
    await phone.page.goto(appUrl(`/gamedetails/${gameId}`));
    await phone.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect(phone.page.getByRole('radio', { name: 'Want to try' })).toBeChecked({ timeout: 15_000 });
    await expect(syncHint(phone.page)).toHaveText('Synced', { timeout: 15_000 });

    // The pages' Date and timers from here are Playwright's, running as usual until the test moves them on.
    await Promise.all([page.clock.install(), phone.page.clock.install()]);
    await serverProcess.stop();
    await page.locator('label', { has: page.getByRole('radio', { name: '4 stars' }) }).click();
    await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(syncHint(page)).toHaveText(/1 change is saved on this device/, { timeout: 15_000 });
    // Later, on the other device: the rating is already stored on the first (its hint above).
    await phone.page.getByLabel('Private note').fill('Great with friends');
    await expect(syncHint(phone.page)).toHaveText(/1 change is saved on this device/, { timeout: 15_000 });

    await serverProcess.start();
    // No action: both devices find the server again once their back-off's pause (at most 30 s) runs out,
    // send their field and pull the other's.
    await Promise.all([page.clock.runFor(30_000), phone.page.clock.runFor(30_000)]);
    await expect(syncHint(phone.page)).toHaveText('Synced', { timeout: 15_000 });
    await expect(syncHint(page)).toHaveText('Synced', { timeout: 15_000 });
    const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
    expect((await serverLibrary(baseURL ?? '', token)).find((entry) => entry.game_id === gameId)).toMatchObject({ status: 'want', rating: 4, note: 'Great with friends' });
    for (const device of [page, phone.page]) {
      // A pass that pulls (a reload starts one) brings the other device's field.
      await device.reload();
      await device.getByRole('heading', { level: 1, name: title }).waitFor();
      await expect(device.getByRole('radio', { name: '4 stars' })).toBeChecked({ timeout: 15_000 });
      await expect(device.getByLabel('Private note')).toHaveValue('Great with friends');
      await expect(device.getByRole('radio', { name: 'Want to try' })).toBeChecked();
    }
  });
});
