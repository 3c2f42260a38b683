/**
 * Reflow (WCAG 1.4.10): at 320, 390 and 1280 px no route scrolls sideways, the phone menu open
 * included; a detail title made of one long word breaks instead of widening the page.
 */
import { expect, test } from './support/fixtures.js';
import type { Page } from '@playwright/test';
import { FIXTURE_IDS } from '../../tools/fixtures/index.js';
import { nextFrames, waitForPage } from './support/pages.js';
import { GUEST_PAGES, SIGNED_IN_PAGES } from '../support/spec-routes.js';

const WIDTHS = [320, 390, 1280] as const;

/** How far the page reaches past the viewport's width (0 when it fits), and the widest element that sticks out. */
async function overflow(page: Page): Promise<{ by: number; culprit: string }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const by = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - width;
    let culprit = '';
    if (by > 0) {
      let widest = width;
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        const right = element.getBoundingClientRect().right;
        if (right > widest) {
          widest = right;
          culprit = `${element.tagName.toLowerCase()}.${element.className} (${Math.round(right)} px)`;
        }
      }
    }
    return { by, culprit };
  });
}

/** Loads each route once and measures it at every width: a resize re-lays the page out as a phone turned sideways would. */
async function visitAll(page: Page, appUrl: (route: string) => string, routes: readonly string[], found: Record<string, string>): Promise<void> {
  for (const route of routes) {
    await page.goto(appUrl(route));
    await waitForPage(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await nextFrames(page);
      const { by, culprit } = await overflow(page);
      if (by > 0) found[`${width} ${route}`] = `${by} px too wide: ${culprit}`;
    }
  }
}

test.describe('Reflow', () => {
  test(`no route scrolls sideways at ${WIDTHS.join(', ')} px, signed in or out`, async ({ page, appUrl, openWithToken, openPage }) => {
    // Every route signed in and out, each loaded and settled once: 90 s in a full run when it read
    // all 18 lists, now 4 of them.
    test.setTimeout(180_000);
    const found: Record<string, string> = {};
    await openWithToken(page, '/home');
    await visitAll(page, appUrl, SIGNED_IN_PAGES, found);
    const guest = await openPage();
    await visitAll(guest.page, appUrl, GUEST_PAGES, found);
    expect(found).toEqual({});
  });

  test('the phone menu, open with a dropdown open inside it, does not scroll sideways at 320 or 390 px', async ({ page, openWithToken }) => {
    const found: Record<string, string> = {};
    await openWithToken(page, '/all');
    await waitForPage(page);
    for (const width of WIDTHS.filter((each) => each < 768)) {
      await page.setViewportSize({ width, height: 800 });
      const menu = page.getByRole('button', { name: 'Menu' });
      if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
      const categories = page.getByRole('button', { name: /^Categories/ });
      if ((await categories.getAttribute('aria-expanded')) !== 'true') await categories.click();
      await expect(categories).toHaveAttribute('aria-expanded', 'true');
      await nextFrames(page);
      const { by, culprit } = await overflow(page);
      if (by > 0) found[`${width} phone menu`] = `${by} px too wide: ${culprit}`;
    }
    expect(found).toEqual({});
  });

  test('a detail title of one long word breaks within a 320 px page', async ({ openPage, openWithToken, baseURL }) => {
    const word = 'Supercalifragilisticexpialidocious';
    const { context, page } = await openPage({ viewport: { width: 320, height: 700 }, serviceWorkers: 'block' });
    const detail = await (await fetch(`${baseURL}/api/game?id=${FIXTURE_IDS.pcGame}`, { signal: AbortSignal.timeout(10_000) })).json() as Record<string, unknown>;
    await context.route((url) => url.pathname === '/api/game', (route) => route.fulfill({ json: { ...detail, title: `${word}${word}`, publisher: `${word}Publishing` } }));
    await openWithToken(page, `/gamedetails/${FIXTURE_IDS.pcGame}`);
    await page.getByRole('heading', { level: 1, name: `${word}${word}` }).waitFor();
    expect(await overflow(page)).toEqual({ by: 0, culprit: '' });
  });
});
