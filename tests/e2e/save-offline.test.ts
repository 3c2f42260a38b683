/**
 * Save for offline in Chromium: the whole catalogue with its pictures, then every card of #/all
 * shows its picture with the server process stopped; Cancel, resume after a reload; and a full
 * disk (the service worker's Cache.put made to throw QuotaExceededError) stopping with a message.
 * Slowness and the full disk are made inside the service worker (Playwright evaluates in it).
 *
 * These journeys run against a server of their own with the demo catalogue, whose pictures the
 * server draws itself: the suite's server fetches each picture from its fake games service behind
 * the four-calls-a-second gate, which would make a full save take close to two minutes.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { createSession, type Session } from '../../tools/account.js';
import { ServerProcess } from '../../tools/server-process.js';
import { BUILD_ROOT } from './support/build.js';
import { expect, test } from './support/fixtures.js';
import { waitForControl, waitForGrid, waitForServiceWorker } from './support/pages.js';
import { openWithTokenAt } from './support/session.js';

let demo: { server: ServerProcess; session: Session; dataDir: string } | undefined;

function demoServer(): { server: ServerProcess; session: Session } {
  if (!demo) throw new Error('the demo server did not start');
  return demo;
}

async function serviceWorkerOf(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? context.waitForEvent('serviceworker');
}

/** My Games with the page controlled by the service worker, so pictures go through its cache. */
async function openMyGames(page: Page): Promise<void> {
  const { server, session } = demoServer();
  await openWithTokenAt(server.url, page, '/library', session.token);
  await waitForServiceWorker(page);
  await waitForControl(page);
  await page.getByRole('heading', { name: 'Storage', level: 2 }).waitFor();
}

function storage(page: Page) {
  return page.locator('section.storage-section');
}

/** Save for offline, then Start after the estimate; returns the estimate's text. */
async function startSaving(page: Page, first = 'Save for offline'): Promise<string> {
  await storage(page).getByRole('button', { name: first }).click();
  const estimate = storage(page).getByText(/^It will take about/);
  await estimate.waitFor({ timeout: 20_000 });
  const text = (await estimate.innerText()).trim();
  await storage(page).getByRole('button', { name: 'Start saving' }).click();
  return text;
}

/** A size as the page writes it ("349 KB", "1.2 MB") back to bytes. */
function bytesOf(text: string): number {
  const found = /([\d.]+) (KB|MB)/.exec(text);
  if (!found) throw new Error(`no size in "${text}"`);
  return Number(found[1]) * 1024 ** (found[2] === 'KB' ? 1 : 2);
}

/** The games done so far, read from the progress line ("N of M games, X MB"). */
async function gamesDone(page: Page): Promise<number> {
  const text = (await storage(page).locator('.save-offline-count').textContent()) ?? '';
  return Number(/(\d+) of \d+ games/.exec(text)?.[1] ?? 0);
}

async function waitForGamesDone(page: Page, atLeast: number): Promise<number> {
  await expect.poll(() => gamesDone(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(atLeast);
  return gamesDone(page);
}

/** Each thumbnail fetched from the network by the worker now waits `ms` first. */
async function slowThumbnails(worker: Worker, ms: number): Promise<void> {
  await worker.evaluate((delay) => {
    const scope = self as unknown as { fetch: typeof fetch; __realFetch?: typeof fetch };
    scope.__realFetch ??= scope.fetch.bind(scope);
    const real = scope.__realFetch;
    scope.fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/thumbnails/')) await new Promise((resolve) => setTimeout(resolve, delay));
      return real(input, init);
    };
  }, ms);
}

test.describe('Save for offline', () => {
  test.beforeAll(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'freeplay-e2e-save-'));
    const server = await ServerProcess.start({
      args: [join(BUILD_ROOT, 'dist/server/server/main.js')],
      cwd: BUILD_ROOT,
      env: { NODE_ENV: 'production', GAMES_SOURCE: 'demo', DATA_DIR: dataDir },
    });
    demo = { server, dataDir, session: await createSession(server.url, 'saver') };
  });
  test.afterAll(async () => {
    await demo?.server.stop();
    if (demo) await rm(demo.dataDir, { recursive: true, force: true });
    demo = undefined;
  });
  test.afterEach(async () => {
    if (!demo?.server.running) await demo?.server.start();
  });

  test('saves every thumbnail; with the server stopped, every card on #/all shows its picture', async ({ context, page, pageErrors }) => {
    test.setTimeout(180_000);
    await openMyGames(page);
    const estimate = await startSaving(page);
    expect(estimate).toMatch(/It will take about [\d.]+ (KB|MB) for \d+ games’ pictures; [\d.]+ (MB|GB|TB) is free for Freeplay on this device\./);
    const done = storage(page).getByText(/^Saved for offline: all \d+ games with their pictures \([\d.]+ (KB|MB)\)\.$/);
    await done.waitFor({ timeout: 120_000 });
    const saved = Number(/all (\d+) games/.exec(await done.innerText())?.[1]);
    // The estimate comes from this catalogue's own pictures: within a factor of two of what was saved.
    const savedBytes = bytesOf(/\(([\d.]+ (KB|MB))\)/.exec(await done.innerText())?.[1] ?? '');
    expect(bytesOf(estimate)).toBeGreaterThan(savedBytes / 2);
    expect(bytesOf(estimate)).toBeLessThan(savedBytes * 2);

    await demoServer().server.stop();
    await context.setOffline(true);
    await page.goto(`${demoServer().server.url}/#/all`);
    await page.reload();
    const grid = await waitForGrid(page);
    const cards = await grid.getByRole('listitem').count();
    expect(cards).toBe(saved);
    // Each picture is loaded lazily: bring each card into view and wait for its image to finish.
    const result = await page.evaluate(async () => {
      const items = [...document.querySelectorAll('main ul > li')];
      let loaded = 0;
      const missing: string[] = [];
      for (const item of items) {
        item.scrollIntoView({ block: 'center' });
        const image = item.querySelector('img');
        const deadline = performance.now() + 5_000;
        while (image && !image.complete && performance.now() < deadline) await new Promise((resolve) => requestAnimationFrame(resolve));
        if (image && image.complete && image.naturalWidth > 0) loaded += 1;
        else missing.push(item.querySelector('h2, h3')?.textContent ?? '?');
      }
      return { loaded, missing, placeholders: document.querySelectorAll('main .game-thumb-placeholder').length };
    });
    expect(result.missing).toEqual([]);
    expect(result.placeholders).toBe(0);
    expect(result.loaded).toBe(cards);
    expect(pageErrors).toEqual([]);
  });

  test('Cancel keeps what is saved; a reload resumes a running save; Resume finishes it', async ({ context, page, pageErrors }) => {
    test.setTimeout(180_000);
    await openMyGames(page);
    const worker = await serviceWorkerOf(context);
    await slowThumbnails(worker, 150);
    await startSaving(page);
    const beforeReload = await waitForGamesDone(page, 12);
    // The Storage section with its progress bar, as a screen reader meets it.
    const axe = await new AxeBuilder({ page }).include('section.storage-section').analyze();
    expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);

    // A reload in the middle: the save goes on by itself from where it was.
    await page.reload();
    await expect(storage(page).getByRole('progressbar', { name: 'Saving for offline' })).toBeVisible({ timeout: 20_000 });
    await waitForGamesDone(page, beforeReload + 6);

    await storage(page).getByRole('button', { name: 'Cancel' }).click();
    const cancelled = storage(page).getByText(/^Cancelled\. (\d+) of (\d+) games \([\d.]+ (KB|MB)\) are saved and kept/);
    await cancelled.waitFor();
    const [, kept, total] = /(\d+) of (\d+)/.exec(await cancelled.innerText()) ?? [];
    expect(Number(kept)).toBeGreaterThan(beforeReload);
    expect(Number(kept)).toBeLessThan(Number(total));

    // Cancelled stays cancelled over a reload, with what it kept.
    await page.reload();
    await storage(page).getByText(`Partly saved for offline: ${kept} of ${total} games`, { exact: false }).waitFor();
    await expect(storage(page).getByRole('progressbar')).toHaveCount(0);

    await slowThumbnails(worker, 0);
    const estimate = await startSaving(page, 'Resume saving');
    expect(estimate).toContain(`for the ${Number(total) - Number(kept)} of ${total} games’ pictures not saved yet`);
    await storage(page).getByText(`Saved for offline: all ${total} games with their pictures`, { exact: false }).waitFor({ timeout: 120_000 });
    expect(pageErrors).toEqual([]);
  });

  test('a full storage stops the save with a message, keeping what it saved', async ({ context, page, pageErrors }) => {
    test.setTimeout(120_000);
    await openMyGames(page);
    const worker = await serviceWorkerOf(context);
    await worker.evaluate(() => {
      let stored = 0;
      const put = Cache.prototype.put;
      Cache.prototype.put = function (request: RequestInfo | URL, response: Response) {
        const url = request instanceof Request ? request.url : String(request);
        if (url.includes('/thumbnails/') && ++stored > 20) return Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
        return put.call(this, request, response);
      };
    });
    await startSaving(page);
    const message = storage(page).getByRole('alert').filter({ hasText: 'Storage is full' });
    await message.waitFor({ timeout: 60_000 });
    expect(await message.innerText()).toMatch(/^Storage is full, so saving stopped\. 20 of \d+ games \([\d.]+ (KB|MB)\) are saved and kept\. Free some space on this device, then resume\.$/);
    await expect(storage(page).getByRole('progressbar')).toHaveCount(0);
    expect(await page.evaluate(async () => (await (await caches.open('freeplay-thumbnails-v1')).keys()).length)).toBe(20);
    expect(pageErrors).toEqual([]);
  });
});
