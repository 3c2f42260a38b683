/**
 * Update: with a page open, the app is rebuilt with a change and the server restarted; the page
 * shows "A new version is ready", and Reload brings the new version. The rebuild drops the suite's
 * short spinner, so the same new build also shows the default one-second spinner.
 * (This file runs last, in the `update` project of playwright.config.ts.)
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { mainScriptUrl, storedApiKeys, waitForControl, waitForGrid, waitForServiceWorker } from './support/pages.js';
import { SPEC_LIST_ROUTES } from '../support/spec-routes.js';
import { installSpinnerProbe, spinnerTimes } from './support/spinner-probe.js';

/**
 * The person comes back to the app: its visible-again check (src/pwa/watch-for-updates.ts) asks
 * the browser for a new service worker. Headless Chromium never hides a tab, so the page is told
 * it became visible, which it already is. (A second tab's navigation also leads the browser to
 * check, at a moment of its own choosing: in one full run the notice had not come 30 s later.)
 */
async function comeBack(page: Page): Promise<void> {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
}

/**
 * The page Reload brings has its document. Not its `load`, which also waits for the home page's
 * pictures: the restarted server keeps none in memory, so each comes from the games service again
 * through its rate gate, after the data it asks for (one clean-clone run waited past 20 s).
 */
async function reloaded(page: Page): Promise<void> {
  await page.waitForEvent('domcontentloaded', { timeout: 20_000 });
}

test.describe('PWA update', () => {
  // Each test rebuilds the app (a vite build) while it runs.
  test.describe.configure({ timeout: 240_000 });

  test.afterAll(async ({ serverProcess }) => {
    await serverProcess.start();
  });

  test('a new build shows "A new version is ready"; Reload activates it; its list spinner is the default second', async ({ context, page, appUrl, openWithToken, serverProcess, rebuildApp }) => {
    await installSpinnerProbe(context);
    await openWithToken(page, '/home');
    await waitForGrid(page, 'Recommended games');
    const oldWorker = await waitForServiceWorker(page);
    await waitForControl(page);
    // The page settles first: its offline catalogue download finishes, as on any first visit
    // (the next test covers a download that the restart cuts short).
    await expect.poll(async () => new Set((await storedApiKeys(page)).filter((key) => key.includes('/api/games'))).size, { timeout: 40_000, intervals: [500] })
      .toBeGreaterThanOrEqual(SPEC_LIST_ROUTES.length);
    await expect.poll(() => page.getByText(/Saving games for offline use/).count(), { timeout: 20_000, intervals: [250] }).toBe(0);
    const oldScript = await mainScriptUrl(page);
    expect(oldScript).toMatch(/\/assets\/.+\.js$/);

    // A build without VITE_LIST_SPINNER_MS: the default applies, and the bundle's hash changes.
    await serverProcess.stop();
    await rebuildApp({ VITE_LIST_SPINNER_MS: undefined });
    await serverProcess.start();

    await comeBack(page);
    const notice = page.getByText('A new version is ready');
    await notice.waitFor({ timeout: 30_000 });
    const reload = page.getByRole('button', { name: 'Reload' });
    await Promise.all([reloaded(page), reload.click()]);
    await waitForGrid(page, 'Recommended games');
    const newScript = await mainScriptUrl(page);
    expect(newScript).toMatch(/\/assets\/.+\.js$/);
    expect(newScript).not.toBe(oldScript);
    expect(await page.getByText('A new version is ready').count()).toBe(0);
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: registration?.waiting !== null && registration?.waiting !== undefined, active: registration?.active?.state, controller: navigator.serviceWorker.controller?.state };
    });
    expect(state).toEqual({ waiting: false, active: 'activated', controller: 'activated' });
    expect(new URL(oldWorker).origin).toBe(new URL(page.url()).origin);

    // The new build's list pages keep the spinner for the default second (its default setting).
    await page.goto(appUrl('/platforms/pc'));
    await page.reload();
    const { spinnerAt, gridAt } = await spinnerTimes(page);
    expect(spinnerAt, 'the spinner was never shown').toBeDefined();
    expect((gridAt ?? 0) - (spinnerAt ?? 0)).toBeGreaterThanOrEqual(990);
  });

  test('Reload still brings the new version when the restart cut the offline catalogue download short', async ({ page, openWithToken, serverProcess, rebuildApp }) => {
    await openWithToken(page, '/home');
    await waitForGrid(page, 'Recommended games');
    await waitForServiceWorker(page);
    await waitForControl(page);
    // The deploy lands while the page is still saving games for offline use.
    await page.getByText(/Saving games for offline use/).waitFor({ timeout: 15_000 });
    const oldScript = await mainScriptUrl(page);

    await serverProcess.stop();
    await rebuildApp({ VITE_LIST_SPINNER_MS: '60' });
    await serverProcess.start();

    await comeBack(page);
    await page.getByText('A new version is ready').waitFor({ timeout: 30_000 });
    await Promise.all([reloaded(page), page.getByRole('button', { name: 'Reload' }).click()]);
    await waitForGrid(page, 'Recommended games');
    expect(await mainScriptUrl(page)).not.toBe(oldScript);
  });
});
