/**
 * The app's notices: with the network up and our server stopped, list pages show this device's copy
 * under "Freeplay's server can't be reached" (the offline banner, not "demo data"); on a phone the
 * install offer and the offline banner cover no card or title, and once dismissed stay dismissed,
 * the banner also through a moment online that nothing confirms.
 */
import { expect, test } from './support/fixtures.js';
import type { Page } from '@playwright/test';
import { nextFrames, waitForControl, waitForGrid, waitForServiceWorker } from './support/pages.js';

/** Boxes of the notices that overlap a heading, a card or a link of the page's content. */
async function coveredByNotices(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const notices = Array.from(document.querySelectorAll('.pwa-notice')).map((element) => element.getBoundingClientRect());
    const covered: string[] = [];
    for (const element of Array.from(document.querySelectorAll('main h1, main h2, main h3, main li, main a, main button'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (notices.some((n) => n.left < box.right && box.left < n.right && n.top < box.bottom && box.top < n.bottom)) {
        covered.push(`${element.tagName.toLowerCase()} ${(element.textContent ?? '').trim().slice(0, 30)}`);
      }
    }
    return covered;
  });
}

/** Offers installation the way Chromium does, with a stand-in for the browser's dialog. */
const OFFER_INSTALL = () => {
  addEventListener('load', () => {
    setTimeout(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => undefined,
        userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
      });
      dispatchEvent(offer);
      document.documentElement.dataset.installOffered = 'yes';
    }, 50);
  });
};

test.describe('Notices', () => {
  test.afterEach(async ({ serverProcess }) => {
    await serverProcess.start();
  });

  test('with the network up and the server stopped, a list says the server can’t be reached and how old the saved copy is', async ({ page, openWithToken, serverProcess }) => {
    await openWithToken(page, '/platforms/browser');
    await waitForGrid(page);
    await waitForServiceWorker(page);
    await waitForControl(page);
    // Stored by the service worker now that it controls the page.
    await page.reload();
    await waitForGrid(page);

    await serverProcess.stop();
    await page.reload();
    await waitForGrid(page);
    const banner = page.getByRole('status').filter({ hasText: "Freeplay's server can't be reached" });
    await banner.waitFor({ timeout: 15_000 });
    expect((await banner.innerText()).replace(/\s+/g, ' ')).toMatch(/^Freeplay's server can't be reached: showing what this device saved (just now|\d+ minutes? ago)\. ?Dismiss$/);
    expect(await banner.evaluate((element) => element.classList.contains('pwa-offline'))).toBe(true);
    expect(await page.getByText(/demo data/i).count()).toBe(0);

    await serverProcess.start();
    // The page shows its stored copy first and asks the server's health; the banner follows the answer.
    const healthAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === '/healthz');
    await page.reload();
    await waitForGrid(page);
    expect((await healthAnswered).ok()).toBe(true);
    await nextFrames(page);
    expect(await banner.count()).toBe(0);
  });

  test('on a phone the install offer and the offline banner cover nothing, and each dismissal is remembered', async ({ openPage, openWithToken, appUrl, serverProcess }) => {
    const { context, page } = await openPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await context.addInitScript(OFFER_INSTALL);
    await openWithToken(page, '/all');
    await waitForGrid(page);
    await waitForServiceWorker(page);
    await waitForControl(page);
    const install = page.getByRole('button', { name: 'Install app' });
    await install.waitFor();
    await context.setOffline(true);
    const offline = page.getByRole('status').filter({ hasText: "You're offline" });
    await offline.waitFor();

    for (const top of [0, 600, 2_000]) {
      await page.evaluate((y) => scrollTo(0, y), top);
      expect(await coveredByNotices(page), `scrolled to ${top}`).toEqual([]);
    }
    await install.scrollIntoViewIfNeeded();
    expect(await coveredByNotices(page)).toEqual([]);

    await page.getByRole('button', { name: 'Not now' }).click();
    await offline.getByRole('button', { name: 'Dismiss' }).click();
    expect(await install.count()).toBe(0);
    expect(await offline.count()).toBe(0);

    // The network back for a moment, with nothing to confirm it (our server is down): the
    // dismissal holds when it goes again.
    await serverProcess.stop();
    await context.setOffline(false);
    await page.waitForFunction(() => navigator.onLine);
    await nextFrames(page);
    await context.setOffline(true);
    await page.waitForFunction(() => !navigator.onLine);
    await nextFrames(page);
    expect(await offline.count()).toBe(0);
    await serverProcess.start();

    await page.reload();
    await waitForGrid(page);
    // The offer came again after this load, and the page has drawn what it made of it.
    await page.locator('html[data-install-offered="yes"]').waitFor({ state: 'attached' });
    await nextFrames(page);
    expect(await install.count()).toBe(0);
    expect(await offline.count()).toBe(0);
    await context.setOffline(false);
    await page.goto(appUrl('/home'));
    await waitForGrid(page, 'Recommended games');
  });
});
