/**
 * Screenshots of the landing, a list, a detail, login and register at a phone's and a laptop's
 * size, written to tests/e2e/screenshots/ (ignored by git) for people to look at.
 */
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/fixtures.js';
import type { Page } from '@playwright/test';
import { waitForGrid } from './support/pages.js';

const FOLDER = fileURLToPath(new URL('./screenshots/', import.meta.url));

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

async function shoot(page: Page, file: string): Promise<void> {
  // The images on screen finish loading first, so the picture shows what a person sees.
  await page.waitForFunction(
    () => Array.from(document.images).every((image) => image.complete || image.getBoundingClientRect().top > innerHeight),
    undefined,
    { timeout: 10_000, polling: 100 },
  );
  const path = join(FOLDER, file);
  await page.screenshot({ path, fullPage: false });
  expect(statSync(path).size).toBeGreaterThan(1_000);
}

test.describe('Screenshots', () => {
  mkdirSync(FOLDER, { recursive: true });

  for (const size of SIZES) {
    test(`landing, list, detail, login and register at ${size.width}×${size.height}`, async ({ appUrl, openWithToken, openPage }) => {
      const viewport = { width: size.width, height: size.height };
      const signedIn = await openPage({ viewport });
      await openWithToken(signedIn.page, '/home');
      await waitForGrid(signedIn.page, 'Recommended games');
      await shoot(signedIn.page, `landing-${size.name}.png`);

      await signedIn.page.goto(appUrl('/all'));
      const grid = await waitForGrid(signedIn.page);
      await shoot(signedIn.page, `list-${size.name}.png`);

      await grid.getByRole('listitem').first().getByRole('link').first().click();
      await signedIn.page.getByRole('heading', { name: 'Minimum System Requirements' }).waitFor();
      await shoot(signedIn.page, `detail-${size.name}.png`);

      const guest = await openPage({ viewport });
      await guest.page.goto(appUrl('/login'));
      await guest.page.getByRole('heading', { name: 'Login To Our Website' }).waitFor();
      await shoot(guest.page, `login-${size.name}.png`);
      await guest.page.goto(appUrl('/register'));
      await guest.page.getByRole('heading', { name: 'Register To Our Website' }).waitFor();
      await shoot(guest.page, `register-${size.name}.png`);
    });
  }
});
