/**
 * Light and dark: the browser's bar (index.html's theme-color metas, one per colour scheme) and the
 * installed app's colours (the manifest's theme_color and background_color) match the header and
 * the page as drawn; in the dark theme every surface of the app (alerts, notices, cards, boxes,
 * menus, skeletons) is dark, as Pico's dark theme is, not a light box left from the light theme.
 */
import { expect, test } from './support/fixtures.js';
import type { Page } from '@playwright/test';
import { FIXTURE_IDS } from '../../tools/fixtures/index.js';
import { menuButton, waitForGrid, waitForPage } from './support/pages.js';
import { foreignToken } from './support/session.js';

type Rgb = [number, number, number];

/** Parses `#rrggbb` or a computed `rgb(r, g, b)` / `rgba(r, g, b, a)` (alpha dropped). */
function rgb(color: string): Rgb {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color.trim());
  if (hex) return [1, 2, 3].map((index) => parseInt(hex[index] ?? '0', 16)) as Rgb;
  const parts = color.match(/[\d.]+/g)?.map(Number) ?? [];
  return [parts[0] ?? NaN, parts[1] ?? NaN, parts[2] ?? NaN];
}

/** True when two colours differ by at most one step per channel (fractional channels are rounded). */
function sameColor(a: string, b: string): boolean {
  const [x, y] = [rgb(a), rgb(b)];
  return x.every((value, index) => Math.abs(value - (y[index] ?? NaN)) <= 1);
}

/** What the page draws, and what it tells the browser: the header's and the page's colours, and the theme-color meta in force. */
async function colours(page: Page): Promise<{ header: string; page: string; meta: string[] }> {
  return page.evaluate(() => ({
    header: getComputedStyle(document.querySelector('.site-header') as Element).backgroundColor,
    // Pico paints the page's colour on the root element.
    page: getComputedStyle(document.documentElement).backgroundColor,
    // Every theme-color meta whose media matches now (none given means always): exactly one is wanted.
    meta: Array.from(document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]'))
      .filter((meta) => !meta.media || matchMedia(meta.media).matches)
      .map((meta) => meta.content),
  }));
}

/** Relative luminance (WCAG) of an sRGB colour. */
function luminance(color: Rgb): number {
  const [r, g, b] = color.map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Every shown element with an opaque-ish background of its own, larger than a dot: where it is and
 * its colour. Inputs are left out: a checked radio's white dot is Pico's own dark-theme control.
 */
async function surfaces(page: Page): Promise<{ name: string; color: string }[]> {
  return page.evaluate(() => {
    const found: { name: string; color: string }[] = [];
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>(':not(input)'))) {
      const style = getComputedStyle(element);
      const alpha = Number(/rgba\([^)]*,\s*([\d.]+)\)/.exec(style.backgroundColor)?.[1] ?? (style.backgroundColor.startsWith('rgb(') ? 1 : 0));
      const box = element.getBoundingClientRect();
      if (alpha < 0.5 || box.width < 8 || box.height < 8 || style.visibility === 'hidden') continue;
      found.push({ name: `${element.tagName.toLowerCase()}.${String(element.className).split(' ').join('.')}`, color: style.backgroundColor });
    }
    return found;
  });
}

/**
 * Light surfaces on a dark page: anything brighter than Pico's primary button (luminance about
 * 0.16 in its dark theme) stands out as a box the dark theme forgot.
 */
function lightSurfaces(list: readonly { name: string; color: string }[]): string[] {
  return list.filter((surface) => luminance(rgb(surface.color)) > 0.2).map((surface) => `${surface.name} ${surface.color}`);
}

test.describe('Theme', () => {
  test('the theme-color meta and the manifest match the header and the page, light and dark', async ({ openPage, openWithToken, baseURL }) => {
    const seen: Record<string, { header: string; page: string; meta: string[] }> = {};
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page } = await openPage({ colorScheme });
      await openWithToken(page, '/home');
      await waitForGrid(page, 'Recommended games');
      const now = await colours(page);
      seen[colorScheme] = now;
      expect(now.meta, `${colorScheme}: one theme-color applies`).toHaveLength(1);
      expect(sameColor(now.meta[0] ?? '', now.header), `${colorScheme}: meta ${now.meta[0]} is the header's ${now.header}`).toBe(true);
      expect(sameColor(now.header, now.page), `${colorScheme}: the header ${now.header} is the page's ${now.page}`).toBe(true);
    }
    // The two themes really differ, so each meta is needed.
    expect(sameColor(seen.light?.header ?? '', seen.dark?.header ?? '')).toBe(false);

    // The manifest has one colour of each kind: the light theme's, the default one.
    const manifest = await (await fetch(`${baseURL}/manifest.webmanifest`, { signal: AbortSignal.timeout(10_000) })).json() as { theme_color: string; background_color: string };
    expect(sameColor(manifest.theme_color, seen.light?.header ?? ''), `theme_color ${manifest.theme_color}`).toBe(true);
    expect(sameColor(manifest.background_color, seen.light?.page ?? ''), `background_color ${manifest.background_color}`).toBe(true);
  });

  test('in the dark theme every surface is dark: lists, detail, menus, skeletons, notices and alerts', async ({ openPage, openWithToken, appUrl }) => {
    const found: Record<string, string[]> = {};
    const record = async (where: string, page: Page) => {
      const light = lightSurfaces(await surfaces(page));
      if (light.length > 0) found[where] = light;
    };

    const { context, page } = await openPage({ colorScheme: 'dark', viewport: { width: 390, height: 844 } });
    // The skeleton: the games answer is held back until the skeleton has been looked at.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await context.route((url) => url.pathname === '/api/games', async (route) => {
      await held;
      await route.continue();
    });
    await openWithToken(page, '/all');
    await page.locator('.grid-skeleton').waitFor();
    await record('skeleton', page);
    release();
    await waitForGrid(page);
    await record('list', page);
    // The tracking problem notice shows only when this device's storage fails: drawn here with its own markup and class.
    await page.evaluate(() => {
      const notice = Object.assign(document.createElement('p'), { className: 'track-problem', textContent: 'Could not save on this device. ' });
      notice.append(Object.assign(document.createElement('button'), { type: 'button', className: 'outline', textContent: 'Dismiss' }));
      document.body.append(notice);
    });
    await record('tracking problem', page);
    await page.locator('.track-problem').evaluate((notice) => notice.remove());
    await page.getByRole('button', { name: 'Menu' }).click();
    await menuButton(page, 'Categories').click();
    await record('phone menu with a dropdown open', page);

    for (const route of ['/home', '/browse', '/library', `/gamedetails/${FIXTURE_IDS.pcGame}`, `/gamedetails/${FIXTURE_IDS.removedGame}`, '/no/such/page']) {
      await page.goto(appUrl(route));
      await waitForPage(page);
      await record(route, page);
    }

    await page.goto(appUrl('/all'));
    await waitForGrid(page);
    await context.setOffline(true);
    await page.getByRole('status').filter({ hasText: "You're offline" }).waitFor();
    await record('offline banner', page);
    await context.setOffline(false);

    const guest = await openPage({ colorScheme: 'dark' });
    await guest.page.goto(appUrl('/register'));
    await waitForPage(guest.page);
    await guest.page.getByRole('button', { name: 'Register', exact: true }).click();
    await guest.page.getByRole('alert').first().waitFor();
    await record('register with its alerts', guest.page);
    // "Your session has ended", the login page's info alert: the server refuses a token it did not sign.
    const ended = await openPage({ colorScheme: 'dark' });
    await openWithToken(ended.page, '/all', foreignToken());
    await ended.page.getByText('Your session has ended. Please sign in again.').waitFor({ timeout: 15_000 });
    await record('login saying the session ended', ended.page);
    await ended.page.getByRole('button', { name: 'Login', exact: true }).click();
    await ended.page.getByRole('alert').first().waitFor();
    await record('login with its alerts', ended.page);

    expect(found).toEqual({});
  });
});
