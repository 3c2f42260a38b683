import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readLoginHandoff } from '../../../src/auth/login-handoff';
import { verifySession } from '../../../src/auth/verify-session';
import { makeToken, storeToken } from './make-token';
import { jsonResponse } from '../../support/json-response';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  window.location.hash = '#/all';
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('verifySession (GET /user/me at start)', () => {
  it('asks /user/me with the stored token as a Bearer header and keeps a good session', async () => {
    const token = storeToken();
    fetchMock.mockResolvedValue(jsonResponse({ user: { id: 'user-1', email: 'ada@example.com', first_name: 'Ada', last_name: 'L' } }));
    await verifySession();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/user/me');
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${token}`);
    expect(localStorage.getItem('token')).toBe(token);
  });

  it('logs out and goes to /login when the server answers 401', async () => {
    storeToken();
    fetchMock.mockResolvedValue(jsonResponse({ message: 'session expired or revoked' }, { status: 401 }));
    await verifySession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(window.location.hash).toBe('#/login');
    // The login page says the session ended and leads back to the page afterwards.
    expect(readLoginHandoff()).toEqual({ kind: 'session-ended', returnTo: '/all' });
  });

  it('keeps the session on a network error', async () => {
    const token = storeToken();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await verifySession();
    expect(localStorage.getItem('token')).toBe(token);
    expect(window.location.hash).toBe('#/all');
  });

  it.each([500, 502, 503])('keeps the session when the server answers %d', async (status) => {
    const token = storeToken();
    fetchMock.mockResolvedValue(jsonResponse({ message: 'down' }, { status }));
    await verifySession();
    expect(localStorage.getItem('token')).toBe(token);
  });

  it('keeps a session signed in while the check was on its way', async () => {
    storeToken(makeToken(3600, { sub: 'old' }));
    const newer = makeToken(3600, { sub: 'new' });
    fetchMock.mockImplementation(async () => {
      // another sign-in replaced the token before the 401 for the old one arrived
      storeToken(newer);
      return jsonResponse({ message: 'nope' }, { status: 401 });
    });
    await verifySession();
    expect(localStorage.getItem('token')).toBe(newer);
  });

  it('asks nothing without a session', async () => {
    await verifySession();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
