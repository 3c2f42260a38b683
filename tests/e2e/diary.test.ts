/**
 * The diary in Chromium on the real server: three sessions logged in two games with the server
 * stopped stay on the device; once it is back they sync with no action, and a second browser
 * profile shows them in its diary; Year in Play counts them; Share makes a PNG (a download where
 * the browser cannot share files); axe finds nothing serious on #/diary and #/year in either theme.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createSession } from '../../tools/account.js';
import { expect, test } from './support/fixtures.js';
import { idOf, titleOf } from './support/library.js';
import { waitForControl, waitForGrid, waitForPage, waitForServiceWorker } from './support/pages.js';

async function goHash(page: Page, route: string): Promise<void> {
  await page.evaluate((hash) => { location.hash = hash; }, route);
}

async function logSession(page: Page, { hours, minutes, marker }: { hours?: string; minutes?: string; marker?: string }): Promise<void> {
  const panel = page.getByRole('region', { name: 'Log a session' });
  // The form is made once its place nears the view, as a person scrolling down to it brings it.
  await panel.scrollIntoViewIfNeeded();
  if (hours) await panel.getByLabel('Hours').fill(hours);
  if (minutes) await panel.getByLabel('Minutes').fill(minutes);
  if (marker) await panel.getByLabel(marker).check();
  await panel.getByRole('button', { name: 'Log session' }).click();
}

/** axe's serious and critical findings, one line each. */
async function seriousViolations(builder: AxeBuilder): Promise<string[]> {
  const results = await builder.options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
}

async function serverDiary(baseUrl: string, token: string): Promise<{ game_id: number; minutes: number | null; marker: string | null }[]> {
  const response = await fetch(`${baseUrl}/user/diary`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { entries: { game_id: number; minutes: number | null; marker: string | null }[] }).entries;
}

test.describe('Diary', () => {
  test.afterEach(async ({ serverProcess }) => {
    await serverProcess.start();
  });

  test('three sessions logged with the server stopped sync once it is back; a second device shows them; Year in Play counts them; Share makes an image', async ({ page, baseURL, openWithToken, openPage, serverProcess }) => {
    test.setTimeout(180_000);
    const session = await createSession(baseURL ?? '', 'diary');
    await openWithToken(page, '/all', session.token);
    await waitForServiceWorker(page);
    await waitForControl(page);
    await page.reload();
    const grid = await waitForGrid(page, 'All games');
    const [first, second] = [grid.getByRole('listitem').nth(0), grid.getByRole('listitem').nth(1)];
    const titles = [await titleOf(first), await titleOf(second)];
    const ids = [await idOf(first), await idOf(second)];
    // Each game's page once online, so the worker keeps its details for the offline visit.
    for (const [index, id] of ids.entries()) {
      await goHash(page, `/gamedetails/${id}`);
      await page.getByRole('heading', { level: 1, name: titles[index] }).waitFor();
      await page.getByRole('region', { name: 'Log a session' }).waitFor();
    }
    await goHash(page, '/diary');
    await page.getByRole('heading', { level: 1, name: 'Diary' }).waitFor();

    await serverProcess.stop();
    await goHash(page, `/gamedetails/${ids[0]}`);
    await page.getByRole('heading', { level: 1, name: titles[0] }).waitFor();
    await logSession(page, { hours: '1', minutes: '15' });
    await expect(page.getByRole('button', { name: 'Mark as Playing' })).toBeVisible();
    await logSession(page, { minutes: '30', marker: 'Finished' });
    await expect(page.getByRole('button', { name: 'Mark as Played' })).toBeVisible();
    const history = page.getByRole('region', { name: /^Sessions/ });
    await expect(history.getByText('2 · 1 h 45 min in all')).toBeVisible();
    await goHash(page, `/gamedetails/${ids[1]}`);
    await page.getByRole('heading', { level: 1, name: titles[1] }).waitFor();
    await logSession(page, { minutes: '45' });
    await expect(page.getByRole('region', { name: /^Sessions/ }).getByText('1 · 45 min in all')).toBeVisible();
    expect(await serverProcess.running()).toBe(false);

    await serverProcess.start();
    // No click, no reload: the engine's own retries find the server again.
    await expect.poll(async () => (await serverDiary(baseURL ?? '', session.token)).length, { timeout: 60_000, intervals: [1_000] }).toBe(3);
    const stored = await serverDiary(baseURL ?? '', session.token);
    expect(stored.map((entry) => [entry.game_id, entry.minutes, entry.marker]).sort()).toEqual([[ids[0], 30, 'finished'], [ids[0], 75, null], [ids[1], 45, null]].sort());

    const phone = await openPage();
    await openWithToken(phone.page, '/diary', session.token);
    await phone.page.getByRole('heading', { level: 1, name: 'Diary' }).waitFor();
    const sessions = phone.page.locator('.diary-page .session-list > li');
    await expect(sessions).toHaveCount(3, { timeout: 20_000 });
    await expect(sessions.filter({ hasText: titles[0] })).toHaveCount(2);
    await expect(sessions.filter({ hasText: titles[1] })).toHaveCount(1);
    await expect(phone.page.getByRole('link', { name: /: 3 sessions, 2 h 30 min$/ })).toBeVisible();

    await goHash(phone.page, '/year');
    await phone.page.getByRole('heading', { level: 1, name: /^Year in Play \d{4}$/ }).waitFor();
    const figures = phone.page.locator('.year-figures');
    await expect(figures.getByText('2 Games played')).toBeVisible();
    await expect(figures.getByText('3 Sessions')).toBeVisible();
    await expect(figures.getByText('2 h 30 min Time played')).toBeVisible();
    await expect(figures.getByText('1 Finished')).toBeVisible();

    // Where the browser cannot share a file, Share downloads the image.
    await phone.page.evaluate(() => Object.defineProperty(navigator, 'canShare', { value: undefined, configurable: true }));
    const downloading = phone.page.waitForEvent('download');
    await phone.page.getByRole('button', { name: 'Share' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^year-in-play-\d{4}\.png$/);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const bytes = await readFile(path);
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await expect(phone.page.getByText('The image was downloaded.')).toBeVisible();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`a game's Log a session, #/diary and #/year have no serious or critical axe violations in the ${colorScheme} theme`, async ({ page, baseURL, openWithToken }) => {
      test.setTimeout(90_000);
      await page.emulateMedia({ colorScheme });
      const session = await createSession(baseURL ?? '', `diary-axe-${colorScheme}`);
      await openWithToken(page, '/all', session.token);
      const grid = await waitForGrid(page, 'All games');
      const id = await idOf(grid.getByRole('listitem').nth(0));
      await goHash(page, `/gamedetails/${id}`);
      await logSession(page, { hours: '2', marker: 'Started' });
      await expect(page.getByRole('region', { name: /^Sessions/ }).getByText('1 · 2 h in all')).toBeVisible();
      const found: Record<string, string[]> = {};
      // The game page's panel, its form made now that it is in view, with the session's offer open.
      const panel = await seriousViolations(new AxeBuilder({ page }).include('.game-diary'));
      if (panel.length > 0) found['Log a session'] = panel;
      for (const route of ['/diary', '/year']) {
        await goHash(page, route);
        await page.getByRole('heading', { level: 1 }).filter({ hasText: route === '/diary' ? 'Diary' : 'Year in Play' }).waitFor();
        await waitForPage(page);
        const serious = await seriousViolations(new AxeBuilder({ page }));
        if (serious.length > 0) found[route] = serious;
      }
      expect(found).toEqual({});
    });
  }
});
