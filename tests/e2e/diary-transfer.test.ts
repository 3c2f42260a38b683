/**
 * The diary travels in the library's JSON export: one account's sessions, exported from My Games,
 * are imported on a fresh account's #/diary after the review, show there and reach the server;
 * importing the same file again skips every session as already in the diary.
 */
import { readFile } from 'node:fs/promises';
import { createSession } from '../../tools/account.js';
import { expect, test } from './support/fixtures.js';

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

async function send(baseUrl: string, token: string, method: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${baseUrl}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
}

async function serverSessions(baseUrl: string, token: string): Promise<{ game_id: number; date: string; minutes: number | null; note: string }[]> {
  const response = await fetch(`${baseUrl}/user/diary`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { entries: { game_id: number; date: string; minutes: number | null; note: string }[] }).entries;
}

test('sessions exported with the library JSON are imported into a fresh account after the review, once', async ({ page, baseURL, openWithToken, openPage }) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const catalogue = (await (await fetch(`${base}/api/catalogue`)).json()) as { games: { id: number; title: string }[] };
  const [first, second] = catalogue.games;
  if (!first || !second) throw new Error('the catalogue has fewer than two games');

  const source = await createSession(base, 'diary-export');
  await send(base, source.token, 'PUT', `/user/library/${first.id}`, { status: 'playing', updated_at: Date.now(), op_id: 'diary-transfer-library' });
  const ops = [
    { op: 'put', id: 'exported-one', game_id: first.id, date: day(3), minutes: 75, note: 'Long evening', marker: 'started', updated_at: Date.now(), op_id: 'diary-transfer-1' },
    { op: 'put', id: 'exported-two', game_id: second.id, date: day(1), minutes: 20, note: '', marker: null, updated_at: Date.now(), op_id: 'diary-transfer-2' },
  ];
  await send(base, source.token, 'POST', '/user/diary/batch', { ops });
  await openWithToken(page, '/diary', source.token);
  await expect(page.locator('.diary-page .session-list > li')).toHaveCount(2, { timeout: 20_000 });
  await page.evaluate(() => { location.hash = '/library'; });
  const exportButton = page.getByRole('button', { name: 'Export JSON' });
  await expect(exportButton).toBeEnabled({ timeout: 20_000 });
  const downloading = page.waitForEvent('download');
  await exportButton.click();
  const path = await (await downloading).path();
  const exported = JSON.parse(await readFile(path, 'utf8')) as { diary: { id: string }[] };
  expect(exported.diary.map((entry) => entry.id).sort()).toEqual(['exported-one', 'exported-two']);

  const target = await createSession(base, 'diary-import');
  const fresh = await openPage();
  await openWithToken(fresh.page, '/diary', target.token);
  await expect(fresh.page.getByText('Your diary is empty.', { exact: false })).toBeVisible({ timeout: 20_000 });
  const input = fresh.page.getByLabel(/Freeplay's JSON export/);
  await expect(input).toBeEnabled({ timeout: 20_000 });
  await input.setInputFiles(path);
  const review = fresh.page.locator('.sessions-review');
  await expect(review.getByRole('row')).toHaveCount(3);
  await expect(review.getByRole('cell', { name: first.title, exact: true })).toBeVisible();
  // Nothing is written before Import.
  await expect(fresh.page.locator('.diary-page .session-list > li')).toHaveCount(0);
  await review.getByRole('button', { name: 'Import 2 sessions' }).click();
  await expect(fresh.page.getByText('2 sessions logged.')).toBeVisible();

  const sessions = fresh.page.locator('.diary-page .session-list > li');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: first.title })).toContainText('1 h 15 min');
  await expect(sessions.filter({ hasText: first.title })).toContainText('Long evening');
  await expect(sessions.filter({ hasText: second.title })).toContainText('20 min');
  await expect.poll(async () => (await serverSessions(base, target.token)).map((entry) => [entry.game_id, entry.date, entry.minutes]).sort(), { timeout: 30_000 }).toEqual([[first.id, day(3), 75], [second.id, day(1), 20]].sort());

  await input.setInputFiles(path);
  await expect(fresh.page.getByText('Skipped: 2 sessions already in your diary.')).toBeVisible();
  await expect(review.getByRole('button', { name: 'Import 0 sessions' })).toBeDisabled();
  await expect(sessions).toHaveCount(2);
});
