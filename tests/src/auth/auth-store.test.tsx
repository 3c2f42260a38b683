import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { getSession, logout, signIn, subscribe, useSession } from '../../../src/auth/auth-store';
import { readLoginHandoff } from '../../../src/auth/login-handoff';
import { navigateHashWhileTyping, TYPED_WRITE_PAUSE_MS } from '../../../src/lib/use-hash-route';
import { makeToken, storeToken } from './make-token';

function Who() {
  const session = useSession();
  return <p>{session ? `Signed in as ${session.user.first_name}` : 'Signed out'}</p>;
}

beforeEach(() => {
  window.location.hash = '';
});

afterEach(() => {
  vi.useRealTimers();
});

describe('reading the stored token', () => {
  it('decodes a valid token into the current user', () => {
    const token = storeToken(makeToken(3600, { first_name: 'Grace', sub: 'u-7' }));
    const session = getSession();
    expect(session?.token).toBe(token);
    expect(session?.user).toMatchObject({ sub: 'u-7', first_name: 'Grace', email: 'ada@example.com' });
  });

  it('ignores claims it does not know instead of refusing the token', () => {
    const header = Buffer.from('{"alg":"HS256"}').toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const payload = Buffer.from(
      JSON.stringify({ sub: 's', email: 'a@b.com', first_name: 'Ada', last_name: 'L', iat: now, exp: now + 60, jti: 'x' }),
    ).toString('base64url');
    storeToken(`${header}.${payload}.sig`);
    expect(getSession()?.user.first_name).toBe('Ada');
  });

  it('removes an expired token and reports no session', () => {
    storeToken(makeToken(-1));
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('tells the login page that an expired session ended, and on which page', () => {
    window.location.hash = '#/browse?q=war';
    storeToken(makeToken(-1));
    getSession();
    expect(readLoginHandoff()).toEqual({ kind: 'session-ended', returnTo: '/browse?q=war' });
  });

  it('leaves no note for a malformed token (no session had begun)', () => {
    localStorage.setItem('token', 'garbage');
    getSession();
    expect(readLoginHandoff()).toBeNull();
  });

  it.each([
    ['not a JWT', 'garbage'],
    ['bad base64 payload', 'aaa.%%%.ccc'],
    ['payload not JSON', `aaa.${Buffer.from('not json').toString('base64url')}.ccc`],
    ['claims missing', `aaa.${Buffer.from('{"sub":"x"}').toString('base64url')}.ccc`],
    ['exp not a number', makeToken(3600, { exp: 'tomorrow' as unknown as number })],
    ['empty string', ''],
  ])('removes a malformed token (%s) and reports no session', (_what, token) => {
    localStorage.setItem('token', token);
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('re-checks expiry on a later read', () => {
    vi.useFakeTimers();
    storeToken(makeToken(60));
    expect(getSession()).not.toBeNull();
    vi.setSystemTime(Date.now() + 61_000);
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('signIn and logout', () => {
  it('signIn stores the token and re-renders readers', () => {
    render(<Who />);
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    const token = makeToken(3600, { first_name: 'Grace' });
    let user: ReturnType<typeof signIn>;
    act(() => {
      user = signIn(token);
    });
    expect(user).toMatchObject({ first_name: 'Grace' });
    expect(localStorage.getItem('token')).toBe(token);
    expect(screen.getByText('Signed in as Grace')).toBeInTheDocument();
  });

  it.each([
    ['malformed', 'nope'],
    ['expired', makeToken(-10)],
  ])('signIn refuses a %s token and stores nothing', (_what, token) => {
    expect(signIn(token)).toBeUndefined();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('logout removes the token, clears the user and goes to /login', () => {
    storeToken();
    window.location.hash = '#/all';
    render(<Who />);
    expect(screen.getByText('Signed in as Ada')).toBeInTheDocument();
    act(() => logout());
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/login');
    // A chosen logout is no ended session: the login page opens plain.
    expect(readLoginHandoff()).toBeNull();
  });

  it('logout within the typing pause of a search still ends on /login', () => {
    vi.useFakeTimers();
    storeToken();
    // replaceState, not location.hash: jsdom's hashchange for the latter would drop the typed search.
    history.replaceState(null, '', '#/browse');
    navigateHashWhileTyping('/browse?q=war');
    logout();
    vi.advanceTimersByTime(TYPED_WRITE_PAUSE_MS * 2);
    expect(window.location.hash).toBe('#/login');
  });
});

describe('keeping tabs and time in step', () => {
  it('logs out when another tab removes the token (storage event)', () => {
    const token = storeToken();
    render(<Who />);
    expect(screen.getByText('Signed in as Ada')).toBeInTheDocument();
    act(() => {
      localStorage.removeItem('token');
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: token, newValue: null }));
    });
    expect(screen.getByText('Signed out')).toBeInTheDocument();
  });

  it('signs in when another tab stores a token, and follows a storage clear', () => {
    render(<Who />);
    act(() => {
      const token = storeToken(makeToken(3600, { first_name: 'Linus' }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: token }));
    });
    expect(screen.getByText('Signed in as Linus')).toBeInTheDocument();
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(screen.getByText('Signed out')).toBeInTheDocument();
  });

  it('ignores storage events for other keys', () => {
    storeToken();
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
  });

  it('ends the session when the token expires while the page is open', () => {
    vi.useFakeTimers();
    storeToken(makeToken(120));
    render(<Who />);
    expect(screen.getByText('Signed in as Ada')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(119_000);
    });
    expect(screen.getByText('Signed in as Ada')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
