/**
 * Big import files in Chromium: a 10 MB and a 20 MB CSV are refused at once by their size, a
 * 20,000-entry JSON export by its row count, and a 3,000-row file is read with a progress bar that
 * Cancel stops, or ends in a review shown 50 rows a page. That no task on the page runs over 50 ms
 * meanwhile is a benchmark's row (`npm run bench:import`, CPU time from a trace), not a timed test.
 * The files are made here, in the test's output folder, never committed.
 */
import { writeFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { createSession } from '../../tools/account.js';
import { expect, test } from './support/fixtures.js';
import { importField } from './support/library.js';

/** My Games with the catalogue loaded, for a person of its own. */
async function openImport(page: Page, baseUrl: string, openWithToken: (page: Page, route: string, token?: string) => Promise<void>): Promise<Locator> {
  const session = await createSession(baseUrl, 'importer');
  await openWithToken(page, '/library', session.token);
  const field = await importField(page);
  await expect(page.getByText('At most 5.0 MB and 5,000 games.')).toBeVisible();
  return field;
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
    test(`a ${megabytes} MB CSV is refused at once by its size`, async ({ page, baseURL, openWithToken }, testInfo) => {
      const { text, rows } = bigCsv(megabytes);
      expect(rows).toBeGreaterThan(50_000);
      const path = testInfo.outputPath(`library-${megabytes}mb.csv`);
      await writeFile(path, text);
      const field = await openImport(page, baseURL ?? '', openWithToken);
      await field.setInputFiles(path);
      await expect(page.getByRole('alert')).toContainText(`library-${megabytes}mb.csv was not imported. It is ${megabytes}.0 MB, and an import can be at most 5.0 MB`);
      await expect(page.getByRole('region', { name: 'Check the import' })).toHaveCount(0);
    });
  }

  test('a JSON export of 20,000 entries is refused by its row count', async ({ page, baseURL, openWithToken }, testInfo) => {
    const entries = Array.from({ length: 20_000 }, (_, at) => ({
      game_id: at + 1, title: `Game ${at + 1}`, status: 'played', rating: 3, note: 'fine', created_at: 1_700_000_000_000, updated_at: 1_700_000_000_000,
    }));
    const path = testInfo.outputPath('library-20000.json');
    await writeFile(path, `${JSON.stringify({ format: 'freeplay-library', version: 1, exported_at: new Date().toISOString(), entries }, null, 2)}\n`);
    const field = await openImport(page, baseURL ?? '', openWithToken);
    await field.setInputFiles(path);
    await expect(page.getByRole('alert')).toContainText('library-20000.json was not imported. The file holds more than 5,000 games, the most a library can hold.');
  });

  test('a 3,000-row file shows its progress, and Cancel stops it with nothing changed', async ({ page, baseURL, openWithToken }, testInfo) => {
    // The worker matches 3,000 rows in well under a second here, sometimes before a test can look.
    // So the page is handed the worker's first report only, and the rest are held back: the bar
    // stays part-way while the worker finishes, Cancel is pressed, and the finished answer then
    // arrives at a page that must ignore it.
    await page.addInitScript(() => {
      const held: MessageEvent[] = [];
      const RealWorker = window.Worker;
      window.Worker = class extends RealWorker {
        override set onmessage(handler: (event: MessageEvent) => void) {
          let handed = 0;
          this.addEventListener('message', (event) => (handed++ === 0 ? handler(event) : held.push(event)));
          Object.assign(window, { heldImportKinds: () => held.map((event) => event.data.kind), releaseImportMessages: () => held.splice(0).forEach(handler) });
        }
      };
    });
    const path = testInfo.outputPath('library-3000.csv');
    await writeFile(path, `title,status\n${Array.from({ length: 3000 }, (_, at) => `Qqzx Vvwq ${at + 1},Played`).join('\n')}\n`);
    const field = await openImport(page, baseURL ?? '', openWithToken);
    await field.setInputFiles(path);
    const progress = page.getByRole('progressbar');
    await expect(page.getByText('Reading library-3000.csv: 0 of 3,000 rows matched')).toBeVisible();
    await expect(progress).toHaveAttribute('max', '3000');
    const heldKinds = () => page.evaluate(() => (window as unknown as { heldImportKinds: () => string[] }).heldImportKinds());
    await expect.poll(heldKinds, { timeout: 30_000 }).toContain('done');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Import cancelled. Nothing was changed.')).toBeVisible();
    await expect(progress).toHaveCount(0);
    await page.evaluate(async () => {
      (window as unknown as { releaseImportMessages: () => void }).releaseImportMessages();
      for (let frame = 0; frame < 3; frame += 1) await new Promise(requestAnimationFrame);
    });
    await expect(page.getByText('Import cancelled. Nothing was changed.')).toBeVisible();
    await expect(progress).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Check the import' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'All (0)' })).toBeVisible();
  });

  test('a 3,000-row file ends in a review shown 50 rows a page', async ({ page, baseURL, openWithToken }, testInfo) => {
    test.setTimeout(90_000);
    const path = testInfo.outputPath('library-3000-review.csv');
    await writeFile(path, `title,status\n${Array.from({ length: 3000 }, (_, at) => `Qqzx Vvwq ${at + 1},Played`).join('\n')}\n`);
    const field = await openImport(page, baseURL ?? '', openWithToken);
    await field.setInputFiles(path);
    const review = page.getByRole('region', { name: 'Check the import' });
    await expect(review).toBeVisible({ timeout: 60_000 });
    await expect(review.getByText(/not in the catalogue/)).toHaveCount(50);
    await expect(review.getByText('Rows 1–50 of 3,000')).toBeVisible();
    await review.getByRole('button', { name: 'Next' }).click();
    await expect(review.getByText('Rows 51–100 of 3,000')).toBeVisible();
    await expect(review.getByText(/not in the catalogue/).first()).toContainText('Line 52: “Qqzx Vvwq 51”');
  });
});
