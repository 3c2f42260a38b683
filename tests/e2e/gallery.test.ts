/** The game page's screenshots in Chromium: the gallery under the description, and its lightbox moved through with the keyboard. */
import { PNG } from 'pngjs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { FIXTURE_IDS } from '../../tools/fixtures/index.js';
import { textPixels, unreadable } from './support/pixel-contrast.js';

/** How many pixels of two same-sized screenshots differ by more than a rounding step in some channel. */
function differingPixels(a: Buffer, b: Buffer): number {
  const [first, second] = [PNG.sync.read(a), PNG.sync.read(b)];
  let count = 0;
  for (let at = 0; at < first.data.length; at += 4) {
    if ([0, 1, 2].some((channel) => Math.abs((first.data[at + channel] ?? 0) - (second.data[at + channel] ?? 0)) > 2)) count += 1;
  }
  return count;
}

/** The viewport as drawn, with the page behind the lightbox as it is or replaced by a loud magenta. */
async function shootOver(page: Page, behind: 'page' | 'magenta'): Promise<Buffer> {
  await page.evaluate((loud) => {
    document.getElementById('root')?.style.setProperty('visibility', loud ? 'hidden' : '');
    document.documentElement.style.setProperty('background', loud ? '#f0f' : '');
  }, behind === 'magenta');
  return page.screenshot({ animations: 'disabled', caret: 'hide' });
}

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

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`The lightbox in the ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('its backdrop hides the page: the counter and the buttons are drawn the same whatever is behind, and read clearly', async ({ page, openWithToken }) => {
      await openWithToken(page, `/gamedetails/${FIXTURE_IDS.pcGame}`);
      const gallery = page.getByRole('region', { name: 'Screenshots' });
      await gallery.waitFor({ timeout: 20_000 });
      await gallery.getByRole('button').first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('img')).toHaveJSProperty('complete', true);
      // The mouse and the focus stay off the buttons, so both shots see the same button states.
      await page.mouse.move(0, 0);
      await dialog.evaluate((element) => (element as HTMLElement).focus());

      const overPage = await shootOver(page, 'page');
      const overMagenta = await shootOver(page, 'magenta');
      expect(differingPixels(overPage, overMagenta)).toBe(0);
      expect(unreadable(await textPixels(page, dialog.locator('figcaption, button')))).toEqual([]);
    });
  });
}
