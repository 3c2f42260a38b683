/**
 * The retry storm, in Chromium on the real server: with the server process stopped and the browser
 * online (its service worker's Background Sync firing at once), a page's attempts follow the
 * back-off (2 s, then growing pauses: at most 4 in 15 s) whatever else fires (online, visibility,
 * focus), and the hint stays on "Can't reach" instead of flipping to Syncing on each retry.
 */
import { createSession } from '../../tools/account.js';
import { expect, test } from './support/fixtures.js';
import { chooseOnCard, syncHint } from './support/library.js';
import { waitForControl, waitForGrid, waitForServiceWorker } from './support/pages.js';

test.describe('Sync back-off', () => {
  test.afterEach(async ({ serverProcess }) => {
    await serverProcess.start();
  });

  test('15 s with the server stopped: at most 4 attempts, one steady hint, and the change goes out once it is back', async ({ page, baseURL, openWithToken, serverProcess }) => {
    test.setTimeout(120_000);
    const session = await createSession(baseURL ?? '', 'storm');
    await openWithToken(page, '/all', session.token);
    await waitForServiceWorker(page);
    await waitForControl(page);
    await page.reload();
    const grid = await waitForGrid(page, 'All games');
    const card = grid.getByRole('listitem').nth(0);
    await chooseOnCard(page, card, 'Playing');
    // Stored once the card shows it: only then can "Synced" below be about this change.
    await expect(card.getByText('Playing', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'My Games' }).click();
    await expect(syncHint(page)).toHaveText('Synced', { timeout: 15_000 });

    // From here the page's Date and timers are Playwright's: they run as usual until the test
    // pauses them, then move only when it says. The server and the service worker keep real time.
    await page.clock.install();
    // The page's time: while it flows it keeps pace with this process's; once paused, what the test made it.
    const offset = (await page.evaluate(() => Date.now())) - Date.now();
    let pageNow = () => Date.now() + offset;
    await serverProcess.stop();
    // Every request for the library from the page or its worker, stamped with the page's time.
    const attempts: number[] = [];
    page.context().on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/user/library')) attempts.push(pageNow());
    });
    await page.getByRole('link', { name: 'All', exact: true }).click();
    await chooseOnCard(page, (await waitForGrid(page, 'All games')).getByRole('listitem').nth(1), 'Want to try');
    await page.getByRole('link', { name: 'My Games' }).click();
    const unreachable = "Can't reach Freeplay right now. 1 change is saved on this device and will sync when it's back.";
    await expect(syncHint(page)).toHaveText(unreachable, { timeout: 10_000 });
    const first = attempts[0] ?? pageNow();
    // Stop the page's time (a moment ahead: it cannot go back), so it moves only in the steps below.
    // Read afresh, and ahead by twice the time the reading took: on a busy machine a reply has taken
    // over a second, and an estimate that much behind asked the clock to go back.
    const asked = Date.now();
    const pageAt = await page.evaluate(() => Date.now());
    let pageTime = pageAt + 1_000 + 2 * (Date.now() - asked);
    await page.clock.pauseAt(pageTime);
    pageNow = () => pageTime;
    const hints = new Set<string>();
    // A restless browser until 15 s after the first attempt: the hint read every 250 ms, and online
    // and focus fired every 2 s.
    for (let tick = 0; pageTime < first + 15_000 || tick < 8; tick++) {
      if (tick % 8 === 0) await page.evaluate(() => (window.dispatchEvent(new Event('online')), window.dispatchEvent(new Event('focus')), document.dispatchEvent(new Event('visibilitychange'))));
      await page.clock.runFor(250);
      pageTime += 250;
      // An attempt the step started holds its feature's sync lock (a Web Lock) until its request has
      // failed: wait until no lock is held or asked for, so it fails (and sets its pause) at this
      // step's time, not at a later one. Asked from here: polling in the page would wait on its paused timers.
      await expect.poll(() => page.evaluate(async () => {
        const { held = [], pending = [] } = await navigator.locks.query();
        return held.length + pending.length;
      }), { timeout: 10_000, intervals: [20] }).toBe(0);
      hints.add((await syncHint(page).textContent()) ?? '');
    }
    expect(attempts.filter((at) => at - first < 15_000).length).toBeLessThanOrEqual(4);
    expect(attempts.length).toBeGreaterThanOrEqual(2);
    expect([...hints]).toEqual([unreachable]);

    await serverProcess.start();
    // The next pause (at most 30 s) runs out, and the page's time flows as usual again.
    await page.clock.runFor(30_000);
    await page.clock.resume();
    await expect(syncHint(page)).toHaveText('Synced', { timeout: 15_000 });
  });
});
