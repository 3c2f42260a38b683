/** Installability: Chromium reports no installability error and the service worker is activated. */
import { expect, test } from './support/fixtures.js';
import { waitForGrid, waitForServiceWorker } from './support/pages.js';

test.describe('PWA install', () => {
  test('Page.getInstallabilityErrors is empty, the manifest parses cleanly, and the service worker is activated', async ({ openPersistent, openWithToken }) => {
    // Chromium offers installation only from a real profile, never from an incognito-like context.
    const { context, page } = await openPersistent();
    await openWithToken(page, '/home');
    await waitForGrid(page, 'Recommended games');
    const scriptUrl = await waitForServiceWorker(page);
    expect(new URL(scriptUrl).origin).toBe(new URL(page.url()).origin);

    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    await cdp.detach();
  });
});
