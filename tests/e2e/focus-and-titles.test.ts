/**
 * Focus and page changes: a visible ring on each tab stop of a card (judged from pixels, so a
 * clipping card fails), no box left after a mouse click, the skip link's own solid bar, the focus
 * on the new page's heading with the title announced, and a document title on every route.
 */
import { expect, test } from './support/fixtures.js';
import type { ElementHandle, Page } from '@playwright/test';
import { FIXTURE_IDS } from '../../tools/fixtures/index.js';
import { focusRing, ringAllAround } from './support/focus-ring.js';
import { menuButton, nextFrames, waitForGrid } from './support/pages.js';
import { expectRoute } from './support/session.js';

/** What has the focus: its tag and text, and whether it is inside `selector`. */
async function focusedIn(page: Page, selector: string): Promise<{ tag: string; text: string; inside: boolean }> {
  return page.evaluate((within) => {
    const element = document.activeElement;
    return { tag: element?.tagName.toLowerCase() ?? '', text: (element?.textContent ?? '').trim(), inside: Boolean(element?.closest(within)) };
  }, selector);
}

async function liveRegionText(page: Page): Promise<string> {
  return page.evaluate(() => document.querySelector('[aria-live="polite"][aria-atomic="true"]')?.textContent ?? '');
}

/** Waits (bounded) until the focus is on the page's h1 with `name`. */
async function expectHeadingFocused(page: Page, name: string): Promise<void> {
  await expect.poll(() => focusedIn(page, 'main'), { timeout: 10_000 }).toEqual({ tag: 'h1', text: name, inside: true });
}

test.describe('Focus and page changes', () => {
  test('every tab stop of a card shows a focus ring on all four sides', async ({ page, openWithToken }) => {
    await openWithToken(page, '/platforms/browser');
    const grid = await waitForGrid(page);
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('.game-grid img')?.complete === true, undefined, { timeout: 10_000 });
    // Keyboard modality: start from the list's heading and Tab into the first card.
    await page.getByRole('heading', { level: 1 }).evaluate((heading) => {
      heading.setAttribute('tabindex', '-1');
      (heading as HTMLElement).focus();
    });
    const stops: ElementHandle<Element>[] = [];
    for (let presses = 0; presses < 30 && stops.length < 10; presses += 1) {
      await page.keyboard.press('Tab');
      const where = await focusedIn(page, '.game-grid > li:first-child');
      if (where.inside) stops.push((await page.evaluateHandle(() => document.activeElement)) as ElementHandle<Element>);
      else if (stops.length > 0) break;
    }
    expect(stops.length, 'the first card has tab stops').toBeGreaterThanOrEqual(2);
    expect(await grid.getByRole('listitem').count()).toBeGreaterThan(0);
    for (const [index, stop] of stops.entries()) {
      const report = await focusRing(page, stop);
      const name = await stop.evaluate((node) => `${node.tagName.toLowerCase()} ${(node.textContent ?? '').trim().slice(0, 30)}`);
      expect(report.matchesFocusVisible, `stop ${index} (${name}) matches :focus-visible`).toBe(true);
      expect(ringAllAround(report), `stop ${index} (${name}) ring on every side: ${JSON.stringify(report.sides)}`).toBe(true);
    }
  });

  test('a mouse click on a dropdown button leaves no box or ring behind', async ({ page, openWithToken }) => {
    await openWithToken(page, '/all');
    await waitForGrid(page);
    const toggle = menuButton(page, 'Categories');
    await toggle.click();
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    // What is left once the button's transitions (Pico eases its shadow) have run: read mid-way,
    // the shadow fading out reads as a transparent one.
    const look = await toggle.evaluate(async (button) => {
      await Promise.all(button.getAnimations().map((animation) => animation.finished));
      const style = getComputedStyle(button);
      return { focused: document.activeElement === button, outline: style.outlineStyle, shadow: style.boxShadow };
    });
    expect(look).toEqual({ focused: true, outline: 'none', shadow: 'none' });
  });

  test('the skip link, once focused, is a solid bar of its own that covers nothing, and moves the focus to the content', async ({ page, openWithToken }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openWithToken(page, '/all');
    await waitForGrid(page);
    const brandBefore = await page.getByRole('link', { name: 'Freeplay', exact: true }).boundingBox();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    const skipBox = await skip.boundingBox();
    const brandAfter = await page.getByRole('link', { name: 'Freeplay', exact: true }).boundingBox();
    if (!skipBox || !brandAfter || !brandBefore) throw new Error('no boxes');
    const overlaps = skipBox.x < brandAfter.x + brandAfter.width && brandAfter.x < skipBox.x + skipBox.width
      && skipBox.y < brandAfter.y + brandAfter.height && brandAfter.y < skipBox.y + skipBox.height;
    expect(overlaps, 'the skip link covers the logo').toBe(false);
    // Read once its focus transition has ended: mid-way the colour is still partly transparent.
    await expect.poll(() => skip.evaluate((link) => getComputedStyle(link).backgroundColor), { message: 'a solid background', timeout: 3_000 })
      .toMatch(/^rgb\(/);
    expect(skipBox.height).toBeGreaterThanOrEqual(44);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });

  test('after a route change the focus is on the new page’s heading and its title is announced', async ({ page, openWithToken }) => {
    await openWithToken(page, '/home');
    await waitForGrid(page, 'Recommended games');
    // The first page load moves nothing.
    expect((await focusedIn(page, 'main')).tag).toBe('body');

    await page.getByRole('button', { name: 'Browse Games' }).focus();
    await page.keyboard.press('Enter');
    await expectRoute(page, '/all');
    await expectHeadingFocused(page, 'All games');
    await expect.poll(() => liveRegionText(page)).toBe('All games · Freeplay');

    await menuButton(page, 'Categories').click();
    await page.getByRole('link', { name: 'Shooter', exact: true }).click();
    await expectRoute(page, '/categories/shooter');
    await expectHeadingFocused(page, 'Category: Shooter');
    await expect.poll(() => liveRegionText(page)).toBe('Shooter games · Freeplay');

    // A detail page draws its heading once the game arrives: the focus follows it there.
    const grid = await waitForGrid(page);
    const title = (await grid.getByRole('listitem').first().getByRole('heading').innerText()).trim();
    await grid.getByRole('listitem').first().getByRole('link').first().click();
    await expectHeadingFocused(page, title);
    await expect.poll(() => liveRegionText(page)).toBe(`${title} · Freeplay`);

    // Typing in the navbar's search opens Browse and the focus stays in the field.
    const search = page.getByRole('navigation', { name: 'Main' }).getByRole('searchbox', { name: 'Search all games' });
    await search.click();
    await page.keyboard.type('war');
    await expectRoute(page, '/browse?q=war');
    // Browse has drawn its results, where a route change would have moved the focus to its heading.
    await waitForGrid(page, 'Search results');
    await nextFrames(page);
    expect(await search.evaluate((input) => input === document.activeElement)).toBe(true);
  });

  test('every kind of route sets its document title', async ({ page, appUrl, openWithToken, openPage }) => {
    const signedIn: [string, string][] = [
      ['/home', 'Home · Freeplay'],
      ['/all', 'All games · Freeplay'],
      ['/categories/shooter', 'Shooter games · Freeplay'],
      ['/platforms/pc', 'Pc games · Freeplay'],
      ['/browse', 'Browse games · Freeplay'],
      ['/pick', 'Pick for me · Freeplay'],
      [`/gamedetails/${FIXTURE_IDS.removedGame}`, 'Game not found · Freeplay'],
      ['/no/such/page', 'Not found · Freeplay'],
    ];
    await openWithToken(page, '/home');
    for (const [route, title] of signedIn) {
      await page.goto(appUrl(route));
      await expect.poll(() => page.title(), { message: route, timeout: 15_000 }).toBe(title);
    }
    await page.goto(appUrl(`/gamedetails/${FIXTURE_IDS.pcGame}`));
    await page.getByRole('heading', { name: 'Minimum System Requirements' }).waitFor();
    const game = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    expect(await page.title()).toBe(`${game} · Freeplay`);

    const guest = await openPage();
    await guest.page.goto(appUrl('/login'));
    await guest.page.getByRole('heading', { name: 'Login To Our Website' }).waitFor();
    expect(await guest.page.title()).toBe('Login · Freeplay');
    await guest.page.goto(appUrl('/register'));
    await guest.page.getByRole('heading', { name: 'Register To Our Website' }).waitFor();
    expect(await guest.page.title()).toBe('Register · Freeplay');
  });
});
