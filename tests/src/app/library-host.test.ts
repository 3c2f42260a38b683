/** The library's way into the session (src/app/library-host.ts): a 401 ends the session only for the token it was about. */
import { beforeEach, describe, expect, it } from 'vitest';
import { libraryHost } from '../../../src/app/library-host';
import { getSession, signIn } from '../../../src/auth/auth-store';
import { readLoginHandoff } from '../../../src/auth/login-handoff';
import { makeToken } from '../auth/make-token';

beforeEach(() => {
  window.location.hash = '#/library';
});

describe('the library host', () => {
  it('gives the library the token and its user id, which keys the outbox', () => {
    const token = makeToken(3600, { sub: 'u-7' });
    signIn(token);
    expect(libraryHost.getSession()).toEqual({ token, userId: 'u-7' });
  });

  it('a 401 for the current token ends the session, and the login page says so and leads back', () => {
    const token = makeToken(3600, { sub: 'u-7' });
    signIn(token);
    libraryHost.onUnauthorized(token);
    expect(getSession()).toBeNull();
    expect(libraryHost.getSession()).toBeNull();
    expect(window.location.hash).toBe('#/login');
    expect(readLoginHandoff()).toEqual({ kind: 'session-ended', returnTo: '/library' });
  });

  it('a 401 for an older token, after the person signed in again, leaves the new session alone', () => {
    const old = makeToken(3600, { sub: 'u-7', iat: Math.floor(Date.now() / 1000) - 60 });
    signIn(old);
    const fresh = makeToken(3600, { sub: 'u-7' });
    signIn(fresh);
    libraryHost.onUnauthorized(old);
    expect(getSession()?.token).toBe(fresh);
    expect(window.location.hash).toBe('#/library');
    expect(readLoginHandoff()).toBeNull();
  });
});
