/**
 * The games service failing: the page says so and offers Retry, and Retry works once the service
 * is back and the server's back-off has passed. Each test starts a fresh server process, whose empty cache has no stale copy to fall back on.
 */
import { expect, GAMES_RETRY_SECONDS, test, type FakeMode, type Fixtures } from './support/fixtures.js';
import { waitForGrid } from './support/pages.js';

type Used = Pick<Fixtures, 'page' | 'fakeService' | 'openWithToken'>;

async function expectFailureThenRecovery({ page, fakeService, openWithToken }: Used, mode: FakeMode, route: string, failTimeout: number): Promise<void> {
  await fakeService.setMode(mode);
  await openWithToken(page, route);
  const retry = page.getByRole('button', { name: 'Retry' });
  await retry.waitFor({ timeout: failTimeout });
  const message = (await page.getByRole('main').getByRole('alert').first().innerText()).trim();
  expect(message.length, 'a message a person can read').toBeGreaterThan(10);
  expect(message).not.toMatch(/stack|at \w+ \(|undefined|\[object/i);
  expect(await page.getByRole('main').getByRole('listitem').count()).toBe(0);

  await fakeService.setMode('normal');
  // After a failure the server leaves the service alone for its back-off (GAMES_RETRY_SECONDS, in
  // every live mode, docs/server.md, "Where the games come from"), so a Retry within it is answered
  // with the failure again; the person presses Retry once more. Bounded: the back-off once, then a
  // few seconds, far below the default 30 s, so a server that ignored the setting fails here.
  const until = Date.now() + GAMES_RETRY_SECONDS * 1000 + 15_000;
  await retry.click();
  while (Date.now() < until && (await page.getByRole('main').getByRole('listitem').count()) === 0) {
    await Promise.race([
      page.getByRole('main').getByRole('listitem').first().waitFor({ timeout: 5_000 }),
      retry.waitFor({ timeout: 5_000 }),
    ]).catch(() => undefined);
    if (await retry.isVisible()) await retry.click();
  }
  const grid = await waitForGrid(page);
  expect(await grid.getByRole('listitem').count()).toBeGreaterThan(0);
  expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
}

test.describe('Games service failing', () => {
  test.describe.configure({ timeout: 60_000 });
  test.beforeEach(async ({ fakeService, serverProcess }) => {
    await serverProcess.restart();
    await fakeService.reset();
  });
  test.afterEach(async ({ fakeService }) => {
    await fakeService.reset();
  });

  test('a 500 from the service: a message and Retry; Retry shows the games once it recovers', async ({ page, pageErrors, fakeService, openWithToken }) => {
    await expectFailureThenRecovery({ page, fakeService, openWithToken }, 'error-500', '/categories/racing', 15_000);
    expect(pageErrors).toEqual([]);
  });

  test('a service that hangs: a message and Retry (after the server’s timeout); Retry works once it answers', async ({ page, pageErrors, fakeService, openWithToken }) => {
    await expectFailureThenRecovery({ page, fakeService, openWithToken }, 'hang', '/categories/sports', 25_000);
    expect(pageErrors).toEqual([]);
  });

  test('an HTML error page from the service: a message and Retry, never a blank page', async ({ page, fakeService, openWithToken }) => {
    await expectFailureThenRecovery({ page, fakeService, openWithToken }, 'html', '/categories/shooter', 15_000);
  });
});
