/**
 * One Chromium per test file and a fresh profile (browser context) per test: `useBrowser()` in a
 * describe block gives `open()`, which makes a guarded context and a page, and closes them after
 * the test. Uncaught page errors are collected so a journey can assert the app never crashed.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium, launchPersistentProfile, newGuardedContext } from './chromium.js';

export interface Opened {
  context: BrowserContext;
  page: Page;
  /** Non-loopback URLs the page or its service worker asked for (all refused). */
  outsideRequests: string[];
  /** Uncaught exceptions and unhandled rejections in the page. */
  pageErrors: string[];
}

export interface BrowserHandle {
  open(options?: BrowserContextOptions): Promise<Opened>;
  /** Like open(), on a fresh on-disk profile instead of an incognito-like context. */
  openPersistent(options?: BrowserContextOptions): Promise<Opened>;
  browser(): Browser;
}

async function withPage(context: BrowserContext, outsideRequests: string[]): Promise<Opened> {
  const pageErrors: string[] = [];
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, outsideRequests, pageErrors };
}

export function useBrowser(): BrowserHandle {
  let browser: Browser | undefined;
  let opened: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    const closing = opened;
    opened = [];
    await Promise.all(closing.map((item) => item.close().catch(() => undefined)));
  });
  afterAll(async () => {
    await browser?.close();
  });

  const current = (): Browser => {
    if (!browser) throw new Error('useBrowser(): the browser is not launched yet (call open() inside a test)');
    return browser;
  };

  return {
    browser: current,
    async open(options = {}) {
      const { context, outsideRequests } = await newGuardedContext(current(), options);
      opened.push(context);
      return withPage(context, outsideRequests);
    },
    async openPersistent(options = {}) {
      const profile = await launchPersistentProfile(options);
      opened.push(profile);
      return withPage(profile.context, profile.outsideRequests);
    },
  };
}
