/** A keyboard-only journey: sign in, open a category from its dropdown, open a game; the mouse is never used. */
import { expect, test } from './support/fixtures.js';
import type { Page } from '@playwright/test';
import { menuButton, waitForGrid } from './support/pages.js';
import { expectRoute } from './support/session.js';

interface Focused {
  tag: string;
  name: string;
  href: string;
  expanded: string | null;
  inMain: boolean;
  outline: string;
}

async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return { tag: '', name: '', href: '', expanded: null, inMain: false, outline: '' };
    const labels = element instanceof HTMLInputElement ? element.labels : null;
    const label = element.getAttribute('aria-label') ?? (labels?.[0]?.textContent ?? '');
    const style = getComputedStyle(element);
    return {
      tag: element.tagName.toLowerCase(),
      name: (label || element.textContent || '').trim(),
      href: element.getAttribute('href') ?? '',
      expanded: element.getAttribute('aria-expanded'),
      inMain: Boolean(element.closest('main')),
      outline: `${style.outlineStyle} ${style.outlineWidth} | ${style.boxShadow}`,
    };
  }) as Promise<Focused>;
}

/** Presses Tab (at most `limit` times) until the focused element matches; fails with what was visited. */
async function tabTo(page: Page, what: string, matches: (element: Focused) => boolean, limit = 60): Promise<Focused> {
  const visited: string[] = [];
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const element = await focused(page);
    if (matches(element)) return element;
    visited.push(`${element.tag}:${element.name.slice(0, 30)}`);
  }
  throw new Error(`Tab never reached ${what} in ${limit} presses; visited ${visited.join(', ')}`);
}

function hasVisibleFocus({ outline }: Focused): boolean {
  const [outlinePart = '', shadow = ''] = outline.split(' | ');
  const visibleOutline = !outlinePart.startsWith('none') && !/ 0px$/.test(outlinePart);
  return visibleOutline || (shadow !== 'none' && shadow !== '');
}

test.describe('Keyboard-only journey', () => {
  test('sign in, open Fight from the Categories dropdown, open a game, all by keyboard', async ({ page, appUrl, account }) => {
    const { email, password } = account;
    await page.goto(appUrl('/login'));
    await page.getByRole('heading', { name: 'Login To Our Website' }).waitFor();

    await tabTo(page, 'the Email field', (element) => element.tag === 'input' && element.name.startsWith('Email'));
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toMatch(/^Password/);
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');
    await expectRoute(page, '/home', 15_000);
    await page.getByRole('heading', { name: 'Personalized Recommendations' }).waitFor();

    const toggle = await tabTo(page, 'the Categories dropdown', (element) => element.tag === 'button' && element.name === 'Categories');
    expect(toggle.expanded).toBe('false');
    expect(hasVisibleFocus(toggle), `focus is visible on the dropdown button (${toggle.outline})`).toBe(true);
    await page.keyboard.press('Enter');
    expect((await focused(page)).expanded).toBe('true');
    await page.keyboard.press('ArrowDown');
    let entry = await focused(page);
    for (let moves = 0; moves < 15 && entry.name !== 'Fight'; moves += 1) {
      await page.keyboard.press('ArrowDown');
      entry = await focused(page);
    }
    expect(entry.name).toBe('Fight');
    await page.keyboard.press('Enter');
    await expectRoute(page, '/categories/fight');
    const grid = await waitForGrid(page);
    // The dropdown closed after the choice.
    expect(await menuButton(page, 'Categories').getAttribute('aria-expanded')).toBe('false');
    const firstTitle = (await grid.getByRole('listitem').first().getByRole('heading').innerText()).trim();

    const card = await tabTo(page, 'the first card’s thumbnail link', (element) => element.inMain && element.href.includes('gamedetails/'));
    expect(hasVisibleFocus(card), `focus is visible on the card link (${card.outline})`).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.hash.startsWith('#/gamedetails/'));
    await page.getByRole('heading', { level: 1, name: firstTitle }).waitFor();
    await page.getByRole('heading', { name: 'Minimum System Requirements' }).waitFor();
  });
});
