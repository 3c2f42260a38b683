/**
 * Sessions for the journeys: sign in through the page like a person, put a token (the run's real one, or an expired unsigned one) in storage.
 * The functions that need the server's address are bound to it by the fixtures (support/fixtures.ts).
 */
import { expect, type Page } from '@playwright/test';

export interface Credentials {
  email: string;
  password: string;
}

let counter = 0;

/** A unique email the server has not seen in this run. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}@example.com`;
}

/** Fills the login form and submits it with the mouse; does not wait for the outcome. */
export async function submitLoginAt(baseUrl: string, page: Page, { email, password }: Credentials): Promise<void> {
  await page.goto(`${baseUrl}/#/login`);
  await page.getByRole('heading', { name: 'Login To Our Website' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * Stores `token` as the session (SPEC: localStorage 'token') before the app starts, then opens
 * `route`. The token is written from a same-origin non-app page, so the app reads it at start.
 */
export async function openWithTokenAt(baseUrl: string, page: Page, route: string, token: string): Promise<void> {
  await page.goto(`${baseUrl}/healthz`);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(`${baseUrl}/#${route}`);
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** An unsigned JWT-shaped token whose `exp` passed an hour ago (the app must treat it as no session). */
export function expiredToken(): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = { sub: 'expired-user', email: 'gone@example.com', first_name: 'Gone', last_name: 'Away', iat: now - 7_200, exp: now - 3_600 };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.${Buffer.from('not-signed').toString('base64url')}`;
}

/** A JWT-shaped token, still within its time, that the server did not sign (another key): the server refuses it. */
export function foreignToken(): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = { sub: 'foreign-user', email: 'foreign@example.com', first_name: 'For', last_name: 'Eign', iat: now, exp: now + 3_600 };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.${Buffer.from('signed-elsewhere').toString('base64url')}`;
}

/** The hash route the page is on, e.g. '/home'. */
export function routeOf(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '') || '/';
}

/** Waits (bounded) until the page's hash route is `route`. */
export async function expectRoute(page: Page, route: string, timeout = 10_000): Promise<void> {
  try {
    await page.waitForURL((url) => (url.hash.replace(/^#/, '') || '/') === route, { timeout });
  } catch {
    expect(routeOf(page), `expected the app at ${route}`).toBe(route);
  }
}
