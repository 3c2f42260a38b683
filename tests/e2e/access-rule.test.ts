/** The access rule: no session -> /login everywhere but login and register; a session -> never login or register; an expired token is none. */
import { expect, test } from './support/fixtures.js';
import { waitForControl, waitForServiceWorker } from './support/pages.js';
import { expectRoute, expiredToken } from './support/session.js';
import { PROTECTED_ROUTES } from '../support/spec-routes.js';

test.describe('Access rule', () => {
  test('every protected route without a token goes to /login', async ({ page, appUrl }) => {
    await page.goto(appUrl('/register'));
    await page.getByRole('heading', { name: 'Register To Our Website' }).waitFor();
    for (const route of PROTECTED_ROUTES) {
      await page.goto(appUrl(route));
      await expectRoute(page, '/login');
    }
    // A cold start (no app loaded yet) on a protected route redirects too.
    await page.goto('about:blank');
    await page.goto(appUrl('/categories/zombie'));
    await expectRoute(page, '/login');
    await page.getByRole('heading', { name: 'Login To Our Website' }).waitFor();
  });

  test('with a session, /login and /register go to /home', async ({ page, appUrl, openWithToken }) => {
    await openWithToken(page, '/login');
    await expectRoute(page, '/home');
    await page.getByRole('heading', { name: 'Find & track the best free-to-play games!' }).waitFor();
    await page.goto(appUrl('/register'));
    await expectRoute(page, '/home');
    // And protected routes open.
    await page.goto(appUrl('/all'));
    await page.getByRole('heading', { name: 'All games' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#/all');
  });

  test('an expired token counts as none and is removed', async ({ page, appUrl, openWithToken }) => {
    await openWithToken(page, '/all', expiredToken());
    await expectRoute(page, '/login');
    await page.getByRole('heading', { name: 'Login To Our Website' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // It does not open /login's guest-only door the other way either: /register stays reachable.
    await page.goto(appUrl('/register'));
    await page.getByRole('heading', { name: 'Register To Our Website' }).waitFor();
  });

  test('a malformed token counts as none', async ({ page, openWithToken }) => {
    await openWithToken(page, '/home', 'not-a-jwt');
    await expectRoute(page, '/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a page path opens the app at that route, on a first visit and under the service worker; any other path gets a way home', async ({ page, appUrl, openWithToken }) => {
    const origin = new URL(appUrl('/')).origin;
    // First visit, no service worker yet: the server answers.
    const response = await page.goto(`${origin}/no/such/page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: "Go to Freeplay's home page" }).click();
    await expectRoute(page, '/login');
    await page.goto(`${origin}/register`);
    await expectRoute(page, '/register');
    await page.getByRole('heading', { name: 'Register To Our Website' }).waitFor();

    // Signed in, with the service worker answering navigations with the app shell.
    await openWithToken(page, '/home');
    await waitForServiceWorker(page);
    await waitForControl(page);
    await page.goto(`${origin}/categories/shooter`);
    await expectRoute(page, '/categories/shooter');
    await page.getByRole('heading', { level: 1, name: 'Category: Shooter' }).waitFor();
    await page.goto(`${origin}/no/such/page`);
    await expectRoute(page, '/no/such/page');
    await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).waitFor();
    expect(await page.getByRole('main').innerText()).toMatch(/^NotFound\s/);
  });
});
