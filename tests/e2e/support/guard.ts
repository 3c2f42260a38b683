/**
 * Keeps every browser context of the suite on this machine: requests to any host but loopback are
 * aborted and recorded, so no test reaches the outside world and a test can assert that none tried.
 */
import type { BrowserContext } from '@playwright/test';

function isLoopback(url: URL): boolean {
  return url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
}

/** Installs the guard (and the suite's timeouts, as playwright.config.ts sets them) on `context`; resolves with the list of refused URLs it fills. */
export async function guard(context: BrowserContext): Promise<string[]> {
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(20_000);
  const outsideRequests: string[] = [];
  await context.route((url) => !isLoopback(url) && (url.protocol === 'http:' || url.protocol === 'https:'), async (route) => {
    outsideRequests.push(route.request().url());
    await route.abort('blockedbyclient');
  });
  return outsideRequests;
}
