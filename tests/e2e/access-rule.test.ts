/** The access rule: no session -> /login everywhere but login and register; a session -> never login or register; an expired token is none. */
import { expect, test } from './support/fixtures.js';
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
});
