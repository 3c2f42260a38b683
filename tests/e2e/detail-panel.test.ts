/**
 * The game page's library panel in Chromium: arrowing through the statuses saves none of them (Space
 * chooses), the five rating stars stay on one line on 390 and 320 px phones, and the panel shows one
 * status for where its changes stand, never "Saved" beside "Synced".
 */
import { expect, test } from './support/fixtures.js';
import { createSession } from '../../tools/account.js';
import { FIXTURE_IDS } from '../../tools/fixtures/index.js';
import { serverLibrary, syncHint, tabTo } from './support/library.js';

const GAME = `/gamedetails/${FIXTURE_IDS.pcGame}`;

test.describe("The game page's library panel", () => {
  test('arrow keys move through the statuses without saving any; Space chooses one', async ({ page, baseURL, openWithToken }) => {
    const person = await createSession(baseURL ?? '', 'status-arrows');
    await openWithToken(page, GAME, person.token);
    const want = page.getByRole('radio', { name: 'Want to try' });
    await tabTo(page, want);
    for (const name of ['Playing', 'Played', 'Dropped']) {
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('radio', { name })).toBeFocused();
    }
    // Nothing chosen: no rating appears, no radio is checked, and nothing was stored.
    await expect(page.getByRole('group', { name: 'Your rating' })).toHaveCount(0);
    for (const name of ['Want to try', 'Playing', 'Played', 'Dropped']) await expect(page.getByRole('radio', { name })).not.toBeChecked();

    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'Dropped' })).toBeChecked();
    await expect(page.getByRole('group', { name: 'Your rating' })).toBeVisible();
    await expect(syncHint(page)).toHaveText('Synced', { timeout: 15_000 });
    const entries = await serverLibrary(baseURL ?? '', person.token);
    expect(entries.map((entry) => [entry.game_id, entry.status])).toEqual([[FIXTURE_IDS.pcGame, 'dropped']]);
  });

  for (const width of [390, 320]) {
    test(`at ${width} px the five stars sit on one line inside the panel`, async ({ page, baseURL, openWithToken }) => {
      await page.setViewportSize({ width, height: 844 });
      await openWithToken(page, GAME, (await createSession(baseURL ?? '', `stars${width}`)).token);
      await page.locator('label', { has: page.getByRole('radio', { name: 'Playing' }) }).click();
      const rating = page.getByRole('group', { name: 'Your rating' });
      await expect(rating).toBeVisible();
      const panel = await page.locator('.detail-track').boundingBox();
      const stars = await Promise.all([1, 2, 3, 4, 5].map(async (count) => {
        const name = count === 1 ? '1 star' : `${count} stars`;
        return rating.locator('label', { has: page.getByRole('radio', { name }) }).boundingBox();
      }));
      const tops = stars.map((box) => Math.round(box?.y ?? -1));
      expect(new Set(tops).size, `star tops ${tops.join(', ')}`).toBe(1);
      const right = Math.max(...stars.map((box) => (box ? box.x + box.width : Infinity)));
      expect(right).toBeLessThanOrEqual((panel?.x ?? 0) + (panel?.width ?? 0));
      // Each star is a 44 px target.
      for (const box of stars) expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);
    });
  }

  test('shows one status for where its changes stand, never "Saved" beside "Synced"', async ({ page, baseURL, openWithToken }) => {
    const person = await createSession(baseURL ?? '', 'one-status');
    await openWithToken(page, GAME, person.token);
    await page.locator('label', { has: page.getByRole('radio', { name: 'Playing' }) }).click();
    await page.getByLabel('Private note').fill('Worth a second look');
    await expect(syncHint(page)).toHaveText('Synced', { timeout: 15_000 });
    const panel = page.getByRole('region', { name: 'My Games' });
    await expect(panel.getByRole('status')).toHaveCount(1);
    await expect(panel.getByText(/^Saved/)).toHaveCount(0);
    expect((await serverLibrary(baseURL ?? '', person.token))[0]).toMatchObject({ status: 'playing', note: 'Worth a second look' });
  });
});
