/**
 * Every navbar entry: it reaches its route, the games service received the mapped query (the
 * original app's defects fixed), the active item is highlighted, and the grid shows the service's games.
 */
import { expect, test } from './support/fixtures.js';
import type { Locator, Page } from '@playwright/test';
import { cardTitles, menuButton, waitForGrid } from './support/pages.js';
import { expectRoute } from './support/session.js';
import { SPEC_LIST_ROUTES, isListRequest, type SpecListRoute } from '../support/spec-routes.js';

interface FakeGame {
  title: string;
}

async function fakeList(fakeUrl: string, query: Record<string, string>): Promise<string[]> {
  const search = new URLSearchParams(query).toString();
  const response = await fetch(`${fakeUrl}/games${search ? `?${search}` : ''}`, { signal: AbortSignal.timeout(10_000) });
  const games = (await response.json()) as FakeGame[];
  return games.map((game) => game.title.trim());
}

async function styleOf(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return [style.color, style.backgroundColor, style.fontWeight, style.textDecorationLine, style.borderBottomColor, style.boxShadow].join('|');
  });
}

function nav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

async function headingText(page: Page): Promise<string> {
  return (await page.getByRole('heading', { level: 1 }).first().innerText().catch(() => '')).trim();
}

async function choose(page: Page, route: SpecListRoute): Promise<void> {
  const before = await headingText(page);
  if (route.menu) await menuButton(nav(page), route.menu).click();
  await nav(page).getByRole('link', { name: route.label, exact: true }).click();
  await expectRoute(page, route.path);
  await expect.poll(() => headingText(page), { timeout: 10_000 }).not.toBe(before);
}

test.describe('Every navbar entry', () => {
  test.beforeAll(async ({ fakeService, serverProcess }) => {
    // A fresh server process has an empty games cache, so every list this file opens reaches the fake.
    await serverProcess.restart();
    await fakeService.reset();
  });

  test('Home: the landing page, the whole catalogue asked for, Home highlighted, the first 3 games shown', async ({ page, openWithToken, fakeService, fakeUrl }) => {
    await openWithToken(page, '/all');
    await waitForGrid(page);
    await nav(page).getByRole('link', { name: 'Home', exact: true }).click();
    await expectRoute(page, '/home');
    await page.getByRole('heading', { name: 'Find & track the best free-to-play games!' }).waitFor();
    await page.getByRole('heading', { name: 'Personalized Recommendations' }).waitFor();
    const grid = await waitForGrid(page, 'Recommended games');
    expect(await grid.getByRole('listitem').count()).toBe(3);
    expect((await fakeService.requests()).some((url) => isListRequest(url, {}))).toBe(true);
    expect(await cardTitles(grid, 3)).toEqual((await fakeList(fakeUrl, {})).slice(0, 3));

    const home = nav(page).getByRole('link', { name: 'Home', exact: true });
    const all = nav(page).getByRole('link', { name: 'All', exact: true });
    expect(await home.getAttribute('aria-current')).toBe('page');
    expect(await all.getAttribute('aria-current')).toBeNull();
    expect(await styleOf(home)).not.toBe(await styleOf(all));

    await page.getByRole('main').getByRole('button', { name: 'Browse Games' }).click();
    await expectRoute(page, '/all');
  });

  test('each list entry reaches its route, asks the mapped query, is highlighted, and shows the service’s games', async ({ page, openWithToken, fakeService, fakeUrl }) => {
    // One journey through all the navbar's lists: each list takes a few seconds on a busy 2-core
    // machine, so the budget grows with the number of lists rather than the suite's 60 s.
    test.setTimeout(SPEC_LIST_ROUTES.length * 8_000);
    await openWithToken(page, '/home');
    await page.getByRole('heading', { name: 'Personalized Recommendations' }).waitFor();
    const problems: string[] = [];
    const shownByRoute = new Map<string, { count: number; titles: string[] }>();

    for (const route of SPEC_LIST_ROUTES) {
      await choose(page, route);
      const grid = await waitForGrid(page);

      const link = nav(page).getByRole('link', { name: route.label, exact: true, includeHidden: true });
      if ((await link.getAttribute('aria-current')) !== 'page') problems.push(`${route.label}: its link lacks aria-current="page"`);
      const current = await nav(page).locator('[aria-current="page"]').count();
      if (route.menu) {
        const button = menuButton(nav(page), route.menu);
        if ((await button.getAttribute('aria-current')) !== 'page') problems.push(`${route.label}: the ${route.menu} dropdown lacks aria-current="page"`);
        const other = menuButton(nav(page), route.menu === 'Categories' ? 'Platforms' : 'Categories');
        if ((await styleOf(button)) === (await styleOf(other))) problems.push(`${route.label}: the ${route.menu} dropdown is not highlighted`);
        if (current !== 2) problems.push(`${route.label}: ${current} navbar items carry aria-current (expected the link and its dropdown)`);
      } else {
        const home = nav(page).getByRole('link', { name: 'Home', exact: true });
        if ((await styleOf(link)) === (await styleOf(home))) problems.push(`${route.label}: the link is not highlighted`);
        if (current !== 1) problems.push(`${route.label}: ${current} navbar items carry aria-current (expected 1)`);
      }
      shownByRoute.set(route.path, { count: await grid.getByRole('listitem').count(), titles: await cardTitles(grid, 6) });
    }

    // What the server asked the games service, read before this test asks the fake anything itself.
    const asked = await fakeService.requests();
    for (const route of SPEC_LIST_ROUTES) {
      if (!asked.some((url) => isListRequest(url, route.query))) {
        problems.push(`${route.label}: the games service never received ?${new URLSearchParams(route.query).toString()}`);
      }
    }
    if (problems.length > 0) problems.push(`the games service received: ${asked.map((url) => url.pathname + url.search).join(' ')}`);

    for (const route of SPEC_LIST_ROUTES) {
      const shown = shownByRoute.get(route.path);
      const expected = await fakeList(fakeUrl, route.query);
      if (!shown) continue;
      if (shown.count !== expected.length) problems.push(`${route.label}: the grid shows ${shown.count} games, the service sent ${expected.length}`);
      const missing = shown.titles.filter((title) => !expected.includes(title));
      if (shown.titles.length === 0 || missing.length > 0) problems.push(`${route.label}: cards not from the service: ${JSON.stringify(missing)}`);
    }

    expect(problems).toEqual([]);
  });
});

test('on Browse, the navbar’s search field and Browse’s own have names of their own', async ({ page, openWithToken }) => {
  await openWithToken(page, '/browse');
  const fields = page.getByRole('searchbox');
  await expect(fields).toHaveCount(2, { timeout: 20_000 });
  // Each field's role and accessible name as the browser computes them (`- searchbox "Name"`).
  const names = await Promise.all((await fields.all()).map(async (field) => (await field.ariaSnapshot()).split('\n')[0] ?? ''));
  expect(new Set(names).size, names.join(' | ')).toBe(2);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('searchbox', { name: 'Search all games', exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search games', exact: true })).toBeVisible();
});

