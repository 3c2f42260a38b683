/**
 * Debian's Firefox ESR through puppeteer-core over WebDriver BiDi: one browser per test file, one
 * fresh browser context (its own storage and service workers) per journey.
 */
import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import type { EngineDriver, EngineLauncher } from './driver.js';
import { missingBrowser } from './missing-browser.js';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const VIEWPORT = { width: 1280, height: 800 };
const NAVIGATION_TIMEOUT_MS = 30_000;

function driverFor(page: Page, closeContext: () => Promise<void>): EngineDriver {
  page.setDefaultTimeout(NAVIGATION_TIMEOUT_MS);
  return {
    engine: 'firefox',
    // Until the document is parsed, not its `load`: that waits for every picture on the page, and a
    // first visit's thumbnails at a fresh server's games-service gate held one past 30 s. The
    // journeys then wait, bounded, for what they need, as a person looks at the page.
    goto: async (url) => void (await page.goto(url, { waitUntil: 'domcontentloaded' })),
    reload: async () => void (await page.reload({ waitUntil: 'domcontentloaded' })),
    run: <T>(body: string, ...args: unknown[]) => page.evaluate(`(async function () { ${body} }).apply(null, ${JSON.stringify(args)})`) as Promise<T>,
    click: (selector) => page.click(selector),
    type: async (selector, text) => {
      await page.focus(selector);
      await page.keyboard.type(text, { delay: 20 });
    },
    upload: async (selector, path) => {
      const input = await page.$(selector);
      if (!input) throw new Error(`no ${selector} to upload into`);
      await (input as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(path);
    },
    close: closeContext,
  };
}

export function firefoxLauncher(): EngineLauncher {
  let browser: Promise<Browser> | undefined;
  return {
    engine: 'firefox',
    async open() {
      if (!existsSync(FIREFOX_PATH)) throw missingBrowser('Firefox', FIREFOX_PATH, 'firefox-esr');
      browser ??= puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true, timeout: 60_000 });
      const context = await (await browser).createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(VIEWPORT);
      return driverFor(page, () => context.close());
    },
    async shutdown() {
      if (browser) await (await browser).close();
    },
  };
}
