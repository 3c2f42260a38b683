import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginPage } from '../../../src/auth/LoginPage';
import { deferred, renderAt } from '../app/render-with-router';
import { jsonResponse, makeToken } from './make-token';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('LoginPage', () => {
  it('shows the heading, labelled inputs and the Register Now! link', () => {
    renderAt('/login', <LoginPage />);
    expect(screen.getByRole('heading', { name: 'Login To Our Website' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Register Now!' })).toHaveAttribute('href', '#/register');
  });

  it('shows every validation failure at once, sends nothing and focuses the first alert', async () => {
    renderAt('/login', <LoginPage />);
    await fillAndSubmit('', '');
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['Email is required.', 'Password is required.']);
    expect(alerts[0]).toHaveFocus();
    expect(alerts[0]).toHaveClass('alert-error');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names each bad field in its own alert', async () => {
    renderAt('/login', <LoginPage />);
    await fillAndSubmit('ada@example.org', 'Secret1');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Email must end in .com or .net.',
      'Password must be at least 2 lowercase letters followed by digits only, like abc123.',
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a spinner while signing in, then the server error, and stops the spinner', async () => {
    const answer = deferred<Response>();
    fetchMock.mockReturnValue(answer.promise);
    renderAt('/login', <LoginPage />);
    await fillAndSubmit('ada@example.com', 'abc123');

    const busy = screen.getByRole('button', { name: 'Signing in' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/user/signin');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@example.com', password: 'abc123' });

    answer.resolve(jsonResponse({ message: 'error', error: 'incorrect email or password' }, 401));
    expect(await screen.findByRole('alert')).toHaveTextContent('incorrect email or password');
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('aria-busy', 'false');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('ignores a second submit while the first is on its way', async () => {
    const answer = deferred<Response>();
    fetchMock.mockReturnValue(answer.promise);
    renderAt('/login', <LoginPage />);
    const user = await fillAndSubmit('ada@example.com', 'abc123');
    await user.click(screen.getByRole('button', { name: 'Signing in' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer.resolve(jsonResponse({ message: 'error', error: 'incorrect email or password' }, 401));
    await screen.findByRole('alert');
  });

  it('shows the rate limit message on 429', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ message: 'Too many sign-in attempts. Try again in 60 seconds.', error: 'Too Many Requests' }, 429),
    );
    renderAt('/login', <LoginPage />);
    await fillAndSubmit('ada@example.com', 'abc123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts. Try again in 60 seconds.');
  });

  it('says so clearly when the network fails, and the spinner stops', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderAt('/login', <LoginPage />);
    await fillAndSubmit('ada@example.com', 'abc123');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Can't reach Freeplay right now/);
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('aria-busy', 'false');
  });

  it('says so clearly when the answer is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad Gateway</html>', { status: 502 }));
    renderAt('/login', <LoginPage />);
    await fillAndSubmit('ada@example.com', 'abc123');
    expect(await screen.findByRole('alert')).toHaveTextContent(/couldn't read \(HTTP 502\)/);
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('aria-busy', 'false');
  });

  it('refuses a success answer whose token does not decode', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'success', token: 'not-a-jwt' }));
    renderAt('/login', <LoginPage />);
    await fillAndSubmit('ada@example.com', 'abc123');
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not use/);
    expect(localStorage.getItem('token')).toBeNull();
    expect(window.location.hash).toBe('#/login');
  });

  it('stores the token and goes to /home on success', async () => {
    const token = makeToken();
    fetchMock.mockResolvedValue(jsonResponse({ message: 'success', token }));
    renderAt('/login', <LoginPage />);
    await fillAndSubmit('Ada@Example.com', 'abc123');
    await waitFor(() => expect(window.location.hash).toBe('#/home'));
    expect(localStorage.getItem('token')).toBe(token);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ email: 'ada@example.com', password: 'abc123' });
  });

  it('says at once that it is offline and sends nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderAt('/login', <LoginPage />);
    await fillAndSubmit('ada@example.com', 'abc123');
    expect(screen.getByRole('alert')).toHaveTextContent("You're offline: connect to sign in");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
