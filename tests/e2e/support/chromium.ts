/**
 * Finds Debian's Chromium and launches it headless with the project's flags. Every browser context
 * the suite opens goes through `newGuardedContext`, which refuses any request to a host other than
 * loopback, so no test ever reaches the outside world (and a test can assert that none tried).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { CHROMIUM_FLAGS, findChromium } from '../../support/chromium-binary.js';

/** A headless Chromium with the flags of the project's developer notes. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), headless: true, args: [...CHROMIUM_FLAGS], timeout: 30_000 });
}

/**
 * A headless Chromium on a fresh on-disk profile (a temp folder, removed by `close`). Chromium
 * never offers installation from an incognito-like context, so the installability check needs one.
 */
export async function launchPersistentProfile(options: BrowserContextOptions = {}): Promise<GuardedContext & { close(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'freeplay-e2e-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: findChromium(),
    headless: true,
    args: [...CHROMIUM_FLAGS],
    timeout: 30_000,
    viewport: { width: 1280, height: 800 },
    ...options,
  });
  const outsideRequests = await guard(context);
  return {
    context,
    outsideRequests,
    close: async () => {
      await context.close().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export function isLoopback(url: URL): boolean {
  return url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
}

export interface GuardedContext {
  context: BrowserContext;
  /** Every non-loopback URL the pages or the service worker asked for (all were refused). */
  outsideRequests: string[];
}

/** A fresh profile whose requests to any host but loopback are aborted and recorded. */
export async function newGuardedContext(browser: Browser, options: BrowserContextOptions = {}): Promise<GuardedContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  return { context, outsideRequests: await guard(context) };
}

async function guard(context: BrowserContext): Promise<string[]> {
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(20_000);
  const outsideRequests: string[] = [];
  await context.route((url) => !isLoopback(url) && (url.protocol === 'http:' || url.protocol === 'https:'), async (route) => {
    outsideRequests.push(route.request().url());
    await route.abort('blockedbyclient');
  });
  return outsideRequests;
}
