import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginPage } from '../../../src/auth/LoginPage';
import { handOffToLogin, readLoginHandoff } from '../../../src/auth/login-handoff';
import { makeToken } from './make-token';
import { deferred } from '../../support/deferred';
import { jsonResponse } from '../../support/json-response';
import { renderAt } from '../../support/render-at';

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
    const response = deferred<Response>();
    fetchMock.mockReturnValue(response.promise);
    renderAt('/login', <LoginPage />);
    await fillAndSubmit('ada@example.com', 'abc123');

    const busy = screen.getByRole('button', { name: 'Signing in' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/user/signin');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@example.com', password: 'abc123' });

    response.resolve(jsonResponse({ message: 'error', error: 'incorrect email or password' }, { status: 401 }));
    // The server's contract text, worded as the app's own messages.
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Incorrect email or password\.$/);
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('aria-busy', 'false');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('ignores a second submit while the first is on its way', async () => {
    const response = deferred<Response>();
    fetchMock.mockReturnValue(response.promise);
    renderAt('/login', <LoginPage />);
    const user = await fillAndSubmit('ada@example.com', 'abc123');
    await user.click(screen.getByRole('button', { name: 'Signing in' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    response.resolve(jsonResponse({ message: 'error', error: 'incorrect email or password' }, { status: 401 }));
    await screen.findByRole('alert');
  });

  it('shows the rate limit message on 429', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ message: 'Too many sign-in attempts. Try again in 60 seconds.', error: 'Too Many Requests' }, { status: 429 }),
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

  it('shows each message by its field, linked and marked invalid, and drops it once the field is valid', async () => {
    renderAt('/login', <LoginPage />);
    const user = await fillAndSubmit('ada@example', '');
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email must be a valid address, like name@example.com.');
    expect(password).toHaveAccessibleDescription('Password is required.');

    await user.type(email, '.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).not.toHaveAttribute('aria-describedby');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Password is required.']);
    // Still refused while it is still wrong, with the message it was given.
    await user.type(password, 'ABC');
    expect(password).toHaveAccessibleDescription('Password is required.');
    await user.clear(password);
    await user.type(password, 'abc123');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('disables the inputs while signing in, and enables them again after the answer', async () => {
    const response = deferred<Response>();
    fetchMock.mockReturnValue(response.promise);
    renderAt('/login', <LoginPage />);
    await fillAndSubmit('ada@example.com', 'abc123');
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();
    response.resolve(jsonResponse({ message: 'error', error: 'incorrect email or password' }, { status: 401 }));
    await screen.findByRole('alert');
    expect(screen.getByLabelText('Email')).toBeEnabled();
    expect(screen.getByLabelText('Password')).toBeEnabled();
  });

  it('has a Show password button that shows and hides what was typed', async () => {
    renderAt('/login', <LoginPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'abc123');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Password')).toHaveValue('abc123');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('says the session ended, then goes back to the page that was asked for', async () => {
    handOffToLogin({ kind: 'session-ended', returnTo: '/categories/shooter' });
    fetchMock.mockResolvedValue(jsonResponse({ message: 'success', token: makeToken() }));
    renderAt('/login', <LoginPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended. Please sign in again.');
    await fillAndSubmit('ada@example.com', 'abc123');
    await waitFor(() => expect(window.location.hash).toBe('#/categories/shooter'));
    expect(readLoginHandoff()).toBeNull();
  });

  it('after registering, says the account was created and fills in its email', () => {
    handOffToLogin({ kind: 'registered', email: 'new@example.com' });
    renderAt('/login', <LoginPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Account created. Sign in to continue.');
    expect(screen.getByLabelText('Email')).toHaveValue('new@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('drops the note about the new account once a sign-in fails, keeping only what went wrong', async () => {
    handOffToLogin({ kind: 'registered', email: 'new@example.com' });
    fetchMock.mockResolvedValue(jsonResponse({ message: 'error', error: 'incorrect email or password' }, { status: 401 }));
    renderAt('/login', <LoginPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Account created. Sign in to continue.');
    await fillAndSubmit('', 'abc123');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Incorrect email or password\.$/);
    expect(screen.queryByText('Account created. Sign in to continue.')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('drops the session-ended note once a sign-in fails, and still returns to the page asked for', async () => {
    handOffToLogin({ kind: 'session-ended', returnTo: '/categories/shooter' });
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'error', error: 'incorrect email or password' }, { status: 401 }));
    renderAt('/login', <LoginPage />);
    const user = await fillAndSubmit('ada@example.com', 'abc123');
    await screen.findByRole('alert');
    expect(screen.queryByText('Your session has ended. Please sign in again.')).toBeNull();
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'success', token: makeToken() }));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(window.location.hash).toBe('#/categories/shooter'));
  });

  it('opens plain, and signs in to /home, without a note', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'success', token: makeToken() }));
    renderAt('/login', <LoginPage />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await fillAndSubmit('ada@example.com', 'abc123');
    await waitFor(() => expect(window.location.hash).toBe('#/home'));
  });
});
