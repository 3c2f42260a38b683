/**
 * Watches, from the page's first moment, when the list spinner and the card grid first appear
 * (performance.now() in the page), so a journey can check the order and the spinner's minimum time
 * without racing a 50 ms spinner from the outside.
 */
import type { BrowserContext, Page } from '@playwright/test';

export interface SpinnerTimes {
  spinnerAt?: number;
  gridAt?: number;
}

declare global {
  interface Window {
    __spinnerTimes?: SpinnerTimes;
  }
}

/** Installs the probe in every page of the context (before any app script runs). */
export async function installSpinnerProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const times: SpinnerTimes = {};
    window.__spinnerTimes = times;
    const look = () => {
      const now = performance.now();
      const main = document.querySelector('main');
      if (!main) return;
      if (times.spinnerAt === undefined && main.querySelector('[role="status"][aria-label*="oading"], [aria-busy="true"]')) times.spinnerAt = now;
      if (times.gridAt === undefined && main.querySelector('ul li, [role="list"] [role="listitem"]')) times.gridAt = now;
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true });
  });
}

/** Waits (bounded) until the grid has appeared, then returns both times. */
export async function spinnerTimes(page: Page, timeout = 20_000): Promise<SpinnerTimes> {
  await page.waitForFunction(() => window.__spinnerTimes?.gridAt !== undefined, undefined, { timeout, polling: 50 });
  return page.evaluate(() => ({ ...window.__spinnerTimes }));
}
