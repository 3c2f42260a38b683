/**
 * Touch targets on a phone: every link, button and field of the header (menu and a dropdown open),
 * the cards and the forms is at least 44 by 44 px, and no two of them touch or overlap.
 */
import { expect, test } from './support/fixtures.js';
import type { Page } from '@playwright/test';
import { waitForGrid } from './support/pages.js';

const MIN = 44;

interface Target {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The shown links, buttons and inputs inside `selector`, with their boxes. */
async function targets(page: Page, selector: string): Promise<Target[]> {
  return page.evaluate((scope) => {
    const found: Target[] = [];
    for (const root of Array.from(document.querySelectorAll(scope))) {
      for (const element of Array.from(root.querySelectorAll<HTMLElement>('a[href], button, input, select'))) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || element.closest('[hidden], [aria-hidden="true"]')) continue;
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('placeholder') ?? '').trim().slice(0, 30);
        found.push({ name: `${element.tagName.toLowerCase()} ${name}`, x: box.x, y: box.y, width: box.width, height: box.height });
      }
    }
    return found;
  }, selector);
}

function tooSmall(list: readonly Target[]): string[] {
  return list.filter((target) => target.width < MIN - 0.5 || target.height < MIN - 0.5)
    .map((target) => `${target.name}: ${Math.round(target.width)}×${Math.round(target.height)}`);
}

function touching(list: readonly Target[]): string[] {
  const pairs: string[] = [];
  for (const [index, a] of list.entries()) {
    for (const b of list.slice(index + 1)) {
      const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
      if (!apart) pairs.push(`${a.name} / ${b.name}`);
    }
  }
  return pairs;
}

test.describe('Touch targets', () => {
  for (const width of [320, 390]) {
    test(`at ${width} px the header, a card and the forms offer 44 px targets that do not touch`, async ({ openPage, openWithToken, appUrl }) => {
      const { page } = await openPage({ viewport: { width, height: 800 }, hasTouch: true, isMobile: true });
      await openWithToken(page, '/all');
      const grid = await waitForGrid(page);
      const closed = await targets(page, '.site-header');
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('button', { name: /^Categories/ }).click();
      const open = await targets(page, '.site-header');
      await page.getByRole('button', { name: 'Menu' }).click();
      expect(await grid.getByRole('listitem').count()).toBeGreaterThan(0);
      const card = await targets(page, '.game-grid > li:first-child');

      const guest = await openPage({ viewport: { width, height: 800 }, hasTouch: true, isMobile: true });
      await guest.page.goto(appUrl('/register'));
      await guest.page.getByRole('heading', { name: 'Register To Our Website' }).waitFor();
      const form = await targets(guest.page, 'main');

      expect({ closed: tooSmall(closed), open: tooSmall(open), card: tooSmall(card), form: tooSmall(form) })
        .toEqual({ closed: [], open: [], card: [], form: [] });
      expect({ closed: touching(closed), open: touching(open), card: touching(card) }).toEqual({ closed: [], open: [], card: [] });
    });
  }
});
