/**
 * Sign in: the server's error on a wrong password; success lands on /home and the navbar switches;
 * sign out; a token the server refuses ends the session with a message, and signing in again returns
 * to the page that was asked for.
 */
import { expect, test } from './support/fixtures.js';
import type { Page } from '@playwright/test';
import { menuButton } from './support/pages.js';
import { expectRoute, foreignToken } from './support/session.js';

function nav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

test.describe('Sign in', () => {
  test('a wrong password shows the server’s error above the form and the spinner stops', async ({ page, submitLogin, account }) => {
    await submitLogin(page, { email: account.email, password: 'wrongpass1' });
    await expect.poll(() => page.getByRole('alert').allInnerTexts(), { timeout: 15_000 }).toEqual(['Incorrect email or password.']);
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Login', exact: true }).getAttribute('aria-busy')).not.toBe('true');
    expect(new URL(page.url()).hash).toBe('#/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('success lands on /home, stores the token, and the navbar switches; sign out returns to /login and locks the routes again', async ({ page, appUrl, signIn }) => {
    await page.goto(appUrl('/login'));
    await nav(page).getByRole('link', { name: 'Login', exact: true }).waitFor();
    await nav(page).getByRole('link', { name: 'Register', exact: true }).waitFor();
    expect(await nav(page).getByRole('button', { name: 'LogOut' }).count()).toBe(0);

    await signIn(page);
    await page.getByRole('heading', { name: 'Find & track the best free-to-play games!' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    await nav(page).getByRole('button', { name: 'LogOut' }).waitFor();
    for (const label of ['Home', 'All']) await nav(page).getByRole('link', { name: label, exact: true }).waitFor();
    for (const label of ['Platforms', 'Sort-By', 'Categories']) await menuButton(nav(page), label).waitFor();
    expect(await nav(page).getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);
    expect(await nav(page).getByRole('link', { name: 'Home', exact: true }).getAttribute('aria-current')).toBe('page');

    await nav(page).getByRole('button', { name: 'LogOut' }).click();
    await expectRoute(page, '/login');
    await page.getByRole('heading', { name: 'Login To Our Website' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await nav(page).getByRole('link', { name: 'Register', exact: true }).waitFor();

    for (const route of ['/home', '/all', '/categories/fight', '/gamedetails/1']) {
      await page.goto(appUrl(route));
      await expectRoute(page, '/login');
    }
    // A reload after sign-out still has no session.
    await page.goto(appUrl('/all'));
    await page.reload();
    await expectRoute(page, '/login');
  });

  test('a token the server refuses: the login page says the session ended, and signing in returns to the page asked for', async ({ page, openWithToken, account }) => {
    await openWithToken(page, '/categories/shooter', foreignToken());
    await expectRoute(page, '/login', 15_000);
    await page.getByText('Your session has ended. Please sign in again.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectRoute(page, '/categories/shooter', 15_000);
    await page.getByRole('heading', { level: 1, name: 'Category: Shooter' }).waitFor();
  });
});
