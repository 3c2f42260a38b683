/**
 * Big import files in Chromium: a 10 MB and a 20 MB CSV are refused at once by their size, a
 * 20,000-entry JSON export by its row count, and a 3,000-row file is read with a progress bar that
 * Cancel stops, or ends in a review shown 50 rows a page. Throughout, a long-task observer in the
 * page records no task over 50 ms: the reading and matching run in a worker. The files are made
 * here, in the test's output folder, never committed.
 */
import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createSession } from '../../tools/account.js';
import { expect, test } from './support/fixtures.js';

/** Records every long task (over 50 ms, as the browser reports them) from the page's start. */
async function watchLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tasks: number[] = [];
    (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.startTime, entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** The long tasks (their durations, ms) that started after `since` (performance.now() in the page). */
async function longTasksSince(page: Page, since: number): Promise<number[]> {
  // Two frames and a pause: the observer reports a task after it ends.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
  const flat = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
  const durations: number[] = [];
  for (let at = 0; at < flat.length; at += 2) if ((flat[at] ?? 0) >= since) durations.push(Math.round(flat[at + 1] ?? 0));
  return durations;
}

/** Waits until the page's start-up work is done: a second with no long task (at most 30 tries). */
async function waitForQuiet(page: Page): Promise<void> {
  for (let tries = 0; tries < 30; tries += 1) {
    const quiet = await page.evaluate(() => new Promise<boolean>((resolve) => setTimeout(() => {
      const flat = (window as unknown as { __longTasks: number[] }).__longTasks;
      const lastEnd = flat.length === 0 ? 0 : (flat[flat.length - 2] ?? 0) + (flat[flat.length - 1] ?? 0);
      resolve(performance.now() - lastEnd > 1_000);
    }, 500)));
    if (quiet) return;
  }
  throw new Error('the page never went a second without a long task');
}

/** My Games with the catalogue loaded, settled; returns the page's clock just before the import. */
async function openImport(page: Page, baseUrl: string, openWithToken: (page: Page, route: string, token?: string) => Promise<void>): Promise<number> {
  const session = await createSession(baseUrl, 'importer');
  await watchLongTasks(page);
  await openWithToken(page, '/library', session.token);
  await page.getByLabel('Import a library (JSON or CSV)').waitFor();
  await expect(page.getByText('At most 5.0 MB and 5,000 games.')).toBeVisible();
  await waitForQuiet(page);
  // The observer works here: a task of 80 ms the page runs on purpose is recorded.
  const before = await page.evaluate(() => performance.now());
  await page.evaluate(() => new Promise((resolve) => setTimeout(() => {
    const start = performance.now();
    while (performance.now() - start < 80);
    resolve(start);
  }, 0)));
  expect(await longTasksSince(page, before)).toEqual([expect.any(Number)]);
  return page.evaluate(() => performance.now());
}

/** A CSV of about `megabytes` MB: title, status, rating, note, one game a row (about 190 bytes). */
function bigCsv(megabytes: number): { text: string; rows: number } {
  const note = 'n'.repeat(150);
  const lines = ['title,status,rating,note'];
  let size = 0;
  while (size < megabytes * 1024 * 1024) {
    const line = `Imported game ${lines.length},Played,3,${note}`;
    lines.push(line);
    size += line.length + 1;
  }
  return { text: `${lines.join('\n')}\n`, rows: lines.length - 1 };
}

test.describe('Importing a big file', () => {
  for (const megabytes of [10, 20]) {
    test(`a ${megabytes} MB CSV is refused at once by its size, and no task on the page runs over 50 ms`, async ({ page, baseURL, openWithToken }, testInfo) => {
      const { text, rows } = bigCsv(megabytes);
      expect(rows).toBeGreaterThan(50_000);
      const path = testInfo.outputPath(`library-${megabytes}mb.csv`);
      await writeFile(path, text);
      const since = await openImport(page, baseURL ?? '', openWithToken);
      await page.getByLabel('Import a library (JSON or CSV)').setInputFiles(path);
      await expect(page.getByRole('alert')).toContainText(`library-${megabytes}mb.csv was not imported. It is ${megabytes}.0 MB, and an import can be at most 5.0 MB`);
      await expect(page.getByRole('region', { name: 'Check the import' })).toHaveCount(0);
      expect(await longTasksSince(page, since)).toEqual([]);
    });
  }

  test('a JSON export of 20,000 entries is refused by its row count, and no task on the page runs over 50 ms', async ({ page, baseURL, openWithToken }, testInfo) => {
    const entries = Array.from({ length: 20_000 }, (_, at) => ({
      game_id: at + 1, title: `Game ${at + 1}`, status: 'played', rating: 3, note: 'fine', created_at: 1_700_000_000_000, updated_at: 1_700_000_000_000,
    }));
    const path = testInfo.outputPath('library-20000.json');
    await writeFile(path, `${JSON.stringify({ format: 'freeplay-library', version: 1, exported_at: new Date().toISOString(), entries }, null, 2)}\n`);
    const since = await openImport(page, baseURL ?? '', openWithToken);
    await page.getByLabel('Import a library (JSON or CSV)').setInputFiles(path);
    await expect(page.getByRole('alert')).toContainText('library-20000.json was not imported. The file holds more than 5,000 games, the most a library can hold.');
    expect(await longTasksSince(page, since)).toEqual([]);
  });

  test('a 3,000-row file shows its progress, and Cancel stops it with nothing changed', async ({ page, baseURL, openWithToken }, testInfo) => {
    const path = testInfo.outputPath('library-3000.csv');
    await writeFile(path, `title,status\n${Array.from({ length: 3000 }, (_, at) => `Qqzx Vvwq ${at + 1},Played`).join('\n')}\n`);
    const since = await openImport(page, baseURL ?? '', openWithToken);
    await page.getByLabel('Import a library (JSON or CSV)').setInputFiles(path);
    const progress = page.getByRole('progressbar');
    await expect(page.getByText(/^Reading library-3000\.csv: [\d,]+ of 3,000 rows matched$/)).toBeVisible();
    await expect.poll(async () => Number(await progress.getAttribute('value')), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(Number(await progress.getAttribute('value'))).toBeLessThan(3000);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Import cancelled. Nothing was changed.')).toBeVisible();
    await expect(progress).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Check the import' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'All (0)' })).toBeVisible();
    expect(await longTasksSince(page, since)).toEqual([]);
  });

  test('a 3,000-row file ends in a review shown 50 rows a page, and no task on the page runs over 50 ms', async ({ page, baseURL, openWithToken }, testInfo) => {
    test.setTimeout(90_000);
    const path = testInfo.outputPath('library-3000-review.csv');
    await writeFile(path, `title,status\n${Array.from({ length: 3000 }, (_, at) => `Qqzx Vvwq ${at + 1},Played`).join('\n')}\n`);
    const since = await openImport(page, baseURL ?? '', openWithToken);
    await page.getByLabel('Import a library (JSON or CSV)').setInputFiles(path);
    const review = page.getByRole('region', { name: 'Check the import' });
    await expect(review).toBeVisible({ timeout: 60_000 });
    await expect(review.getByText(/not in the catalogue/)).toHaveCount(50);
    await expect(review.getByText('Rows 1–50 of 3,000')).toBeVisible();
    await review.getByRole('button', { name: 'Next' }).click();
    await expect(review.getByText('Rows 51–100 of 3,000')).toBeVisible();
    await expect(review.getByText(/not in the catalogue/).first()).toContainText('Line 52: “Qqzx Vvwq 51”');
    expect(await longTasksSince(page, since)).toEqual([]);
  });
});
