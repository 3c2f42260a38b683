/**
 * Reflow (WCAG 1.4.10): at 320, 390 and 1280 px no route scrolls sideways, the phone menu open
 * included; a detail title made of one long word breaks instead of widening the page.
 */
import { expect, test } from './support/fixtures.js';
import type { Page } from '@playwright/test';
import { FIXTURE_IDS } from '../../tools/fixtures/index.js';
import { SPEC_LIST_ROUTES } from './support/spec-routes.js';

const WIDTHS = [320, 390, 1280] as const;

const SIGNED_IN_ROUTES = [
  '/home',
  ...SPEC_LIST_ROUTES.map((route) => route.path),
  '/browse',
  '/browse?q=harrow&platform=pc',
  '/pick',
  `/gamedetails/${FIXTURE_IDS.pcGame}`,
  `/gamedetails/${FIXTURE_IDS.browserGame}`,
  `/gamedetails/${FIXTURE_IDS.typographicGame}`,
  `/gamedetails/${FIXTURE_IDS.removedGame}`,
  '/no/such/page',
];
const GUEST_ROUTES = ['/login', '/register'];

/** Waits (bounded) until the page has drawn its content: a heading shown and no spinner or skeleton. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    if (!main) return false;
    const shown = (element: Element) => element.getClientRects().length > 0;
    const busy = Array.from(main.querySelectorAll('[aria-busy="true"]')).some(shown);
    return !busy && (Array.from(main.querySelectorAll('h1')).some(shown) || main.textContent?.startsWith('NotFound'));
  }, undefined, { timeout: 15_000, polling: 100 });
}

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

async function visitAll(page: Page, appUrl: (route: string) => string, routes: readonly string[], width: number, found: Record<string, string>): Promise<void> {
  for (const route of routes) {
    await page.goto(appUrl(route));
    await settled(page);
    const { by, culprit } = await overflow(page);
    if (by > 0) found[`${width} ${route}`] = `${by} px too wide: ${culprit}`;
  }
}

test.describe('Reflow', () => {
  for (const width of WIDTHS) {
    test(`no route scrolls sideways at ${width} px`, async ({ page, appUrl, openWithToken, openPage }) => {
      const found: Record<string, string> = {};
      await page.setViewportSize({ width, height: 800 });
      const signedIn = { page };
      await openWithToken(signedIn.page, '/home');
      await visitAll(signedIn.page, appUrl, SIGNED_IN_ROUTES, width, found);
      if (width < 768) {
        // The phone menu, open, with a dropdown open inside it.
        await signedIn.page.goto(appUrl('/all'));
        await settled(signedIn.page);
        await signedIn.page.getByRole('button', { name: 'Menu' }).click();
        await signedIn.page.getByRole('button', { name: /^Categories/ }).click();
        const { by, culprit } = await overflow(signedIn.page);
        if (by > 0) found[`${width} phone menu`] = `${by} px too wide: ${culprit}`;
      }
      const guest = await openPage({ viewport: { width, height: 800 } });
      await visitAll(guest.page, appUrl, GUEST_ROUTES, width, found);
      expect(found).toEqual({});
    });
  }

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
