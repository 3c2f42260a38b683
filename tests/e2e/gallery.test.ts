/** The game page's screenshots in Chromium: the gallery under the description, and its lightbox moved through with the keyboard. */
import { expect, test } from './support/fixtures.js';
import { FIXTURE_IDS } from '../../tools/fixtures/index.js';

test.describe('Screenshots gallery', () => {
  test('opens from the keyboard, moves with the arrows, traps Tab, and Escape returns the focus to the thumbnail', async ({ page, openWithToken, outsideRequests }) => {
    await openWithToken(page, `/gamedetails/${FIXTURE_IDS.pcGame}`);
    const gallery = page.getByRole('region', { name: 'Screenshots' });
    await gallery.waitFor({ timeout: 20_000 });
    const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    const thumbs = gallery.getByRole('button');
    const count = await thumbs.count();
    expect(count).toBe(3);
    for (let at = 0; at < count; at += 1) {
      await expect(thumbs.nth(at).getByRole('img')).toHaveAttribute('alt', `${title} screenshot ${at + 1} of ${count}`);
      await expect(thumbs.nth(at).getByRole('img')).toHaveAttribute('src', /^\/screenshots\/\d+$/);
    }

    await thumbs.nth(1).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `${title} screenshots` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    const big = dialog.getByRole('img');
    await expect(big).toHaveAttribute('alt', `${title} screenshot 2 of 3`);
    await page.keyboard.press('ArrowRight');
    await expect(big).toHaveAttribute('alt', `${title} screenshot 3 of 3`);
    await page.keyboard.press('ArrowRight');
    await expect(big).toHaveAttribute('alt', `${title} screenshot 1 of 3`);
    await page.keyboard.press('ArrowLeft');
    await expect(big).toHaveAttribute('alt', `${title} screenshot 3 of 3`);

    // Tab goes round the dialog's buttons and never reaches the page behind.
    for (let press = 0; press < 5; press += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(thumbs.nth(2)).toBeFocused();
    expect(outsideRequests).toEqual([]);
  });
});
