/**
 * The offline save row: a fresh profile signed in on a server with the demo catalogue (pictures
 * drawn by the server, so no games service and no rate gate in the way) opens My Games, presses
 * Save for offline and Start saving, and the clock runs until "Saved for offline"; the bytes are
 * what the save recorded. Then the server process stops, the browser goes offline, and every card
 * of #/all is brought into view and its image checked: a placeholder or an unloaded image counts.
 */
import type { Browser } from 'playwright-core';
import type { ServerProcess } from '../tools/server-process.js';
import type { OfflineSaveReport } from './checks.js';

const SAVE_LIMIT_MS = 150_000;

export async function measureOfflineSave(browser: Browser, server: ServerProcess, token: string): Promise<OfflineSaveReport> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(30_000);
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/healthz`);
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.goto(`${server.url}/#/library`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000, polling: 100 });
    const section = page.locator('section.storage-section');
    await section.getByRole('button', { name: 'Save for offline' }).click();
    await section.getByRole('button', { name: 'Start saving' }).click();
    const started = Date.now();
    await section.getByText(/^Saved for offline: all \d+ games/).waitFor({ timeout: SAVE_LIMIT_MS });
    const seconds = (Date.now() - started) / 1000;
    // What the save recorded (IndexedDB `freeplay-offline-save`, see src/pwa/save-offline/saved-run.ts).
    const run = await page.evaluate(() => new Promise<{ bytes: number; games: number }>((resolve, reject) => {
      const opening = indexedDB.open('freeplay-offline-save');
      opening.onerror = () => reject(new Error('could not open the saved run'));
      opening.onsuccess = () => {
        const read = opening.result.transaction('state').objectStore('state').get('run');
        read.onsuccess = () => resolve({ bytes: read.result.bytes, games: read.result.doneIds.length });
        read.onerror = () => reject(new Error('could not read the saved run'));
      };
    }));

    await server.stop();
    await context.setOffline(true);
    await page.goto(`${server.url}/#/all`);
    await page.reload();
    await page.locator('main ul.game-grid:not([aria-busy]) > li').first().waitFor({ timeout: 30_000 });
    const checked = await page.evaluate(async () => {
      const items = [...document.querySelectorAll('main ul.game-grid > li')];
      let bad = 0;
      for (const item of items) {
        item.scrollIntoView({ block: 'center' });
        const image = item.querySelector('img');
        const deadline = performance.now() + 5_000;
        while (image && !image.complete && performance.now() < deadline) await new Promise((resolve) => requestAnimationFrame(resolve));
        if (!image || !image.complete || image.naturalWidth === 0) bad += 1;
      }
      return { cards: items.length, bad };
    });
    return { games: run.games, bytes: run.bytes, seconds, cards: checked.cards, placeholders: checked.bad };
  } finally {
    await context.close();
  }
}
