import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_PATTERN } from '../../../src/contract';
import { RegisterPage } from '../../../src/auth/RegisterPage';
import { readLoginHandoff } from '../../../src/auth/login-handoff';
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

function hintSecret(): string {
  const text = screen.getByText(/^Use This Password : /).textContent ?? '';
  return text.replace('Use This Password : ', '');
}

async function fillGoodForm() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Age'), '36');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'abc123');
  return user;
}

describe('RegisterPage', () => {
  it('shows the heading, labelled inputs, age as a number and the Login Now! link', () => {
    renderAt('/register', <RegisterPage />);
    expect(screen.getByRole('heading', { name: 'Register To Our Website' })).toBeInTheDocument();
    for (const label of ['First name', 'Last name', 'Email', 'Password']) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText('Age')).toHaveAttribute('type', 'number');
    expect(screen.getByRole('link', { name: 'Login Now!' })).toHaveAttribute('href', '#/login');
  });

  it('suggests a password that passes the rule, fresh on each visit', () => {
    const first = renderAt('/register', <RegisterPage />);
    const one = hintSecret();
    first.unmount();
    renderAt('/register', <RegisterPage />);
    const two = hintSecret();
    expect(one).toMatch(PASSWORD_PATTERN);
    expect(two).toMatch(PASSWORD_PATTERN);
    expect(one).not.toBe(two);
  });

  it('keeps the same suggestion while the visitor types', async () => {
    renderAt('/register', <RegisterPage />);
    const before = hintSecret();
    await userEvent.setup().type(screen.getByLabelText('First name'), 'Ada');
    expect(hintSecret()).toBe(before);
  });

  it('shows all five failures at once, sends nothing and focuses the first', async () => {
    renderAt('/register', <RegisterPage />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Register' }));
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'First name is required.',
      'Last name is required.',
      'Age is required.',
      'Email is required.',
      'Password is required.',
    ]);
    expect(alerts[0]).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a bad age and short name with messages naming them', async () => {
    renderAt('/register', <RegisterPage />);
    const user = await fillGoodForm();
    await user.clear(screen.getByLabelText('Age'));
    await user.type(screen.getByLabelText('Age'), '9');
    await user.clear(screen.getByLabelText('Last name'));
    await user.type(screen.getByLabelText('Last name'), 'Lo');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Last name must be 3 to 30 characters long.',
      'Age must be a whole number from 10 to 80.',
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the payload with age as a number and goes to /login on "success"', async () => {
    const response = deferred<Response>();
    fetchMock.mockReturnValue(response.promise);
    renderAt('/register', <RegisterPage />);
    const user = await fillGoodForm();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('button', { name: 'Registering' })).toHaveAttribute('aria-busy', 'true');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/user/signup');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      age: 36,
      email: 'ada@example.com',
      password: 'abc123',
    });
    response.resolve(jsonResponse({ message: 'success' }, { status: 201 }));
    await waitFor(() => expect(window.location.hash).toBe('#/login'));
  });

  it('shows the 409 message in a red alert and stops the spinner', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'email already registered' }, { status: 409 }));
    renderAt('/register', <RegisterPage />);
    const user = await fillGoodForm();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^This email is already registered\.$/);
    expect(alert).toHaveClass('alert-error');
    expect(screen.getByRole('button', { name: 'Register' })).toHaveAttribute('aria-busy', 'false');
    expect(window.location.hash).toBe('#/register');
  });

  it('shows a message other than "success" even on a 2xx answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'registrations are paused' }, { status: 200 }));
    renderAt('/register', <RegisterPage />);
    const user = await fillGoodForm();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('registrations are paused');
    expect(window.location.hash).toBe('#/register');
  });

  it("shows each of the server's field errors as its own alert", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          message: 'invalid input',
          errors: [
            { field: 'email', message: 'Email must end in .com or .net.' },
            { field: 'age', message: 'Age must be a whole number from 10 to 80.' },
          ],
        }, { status: 400 }),
    );
    renderAt('/register', <RegisterPage />);
    const user = await fillGoodForm();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Email must end in .com or .net.',
      'Age must be a whole number from 10 to 80.',
    ]);
  });

  it('says so when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderAt('/register', <RegisterPage />);
    const user = await fillGoodForm();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Can't reach Freeplay right now/);
    expect(screen.getByRole('button', { name: 'Register' })).toHaveAttribute('aria-busy', 'false');
  });

  it('says at once that it is offline and sends nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderAt('/register', <RegisterPage />);
    const user = await fillGoodForm();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('alert')).toHaveTextContent("You're offline: connect to sign up");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says "must be a whole number" for an age the browser cannot read as a number (e)', async () => {
    renderAt('/register', <RegisterPage />);
    const user = await fillGoodForm();
    const age = screen.getByLabelText('Age');
    await user.clear(age);
    // What Chromium reports after typing "e" in a number field: an empty value and badInput.
    Object.defineProperty(age, 'validity', { value: { ...(age as HTMLInputElement).validity, badInput: true } });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Age must be a whole number from 10 to 80.']);
    expect(age).toHaveAccessibleDescription('Age must be a whole number from 10 to 80.');
  });

  it('says "must be a whole number" for 1e1', async () => {
    renderAt('/register', <RegisterPage />);
    const user = await fillGoodForm();
    await user.clear(screen.getByLabelText('Age'));
    await user.type(screen.getByLabelText('Age'), '1e1');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Age must be a whole number from 10 to 80.']);
  });

  it("shows the server's field errors next to their fields too", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ message: 'invalid input', errors: [{ field: 'email', message: 'Email must end in .com or .net.' }] }, { status: 400 }),
    );
    renderAt('/register', <RegisterPage />);
    const user = await fillGoodForm();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('alert');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email must end in .com or .net.');
  });

  it('disables every input while registering', async () => {
    const response = deferred<Response>();
    fetchMock.mockReturnValue(response.promise);
    renderAt('/register', <RegisterPage />);
    const user = await fillGoodForm();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    for (const label of ['First name', 'Last name', 'Age', 'Email', 'Password']) expect(screen.getByLabelText(label)).toBeDisabled();
    response.resolve(jsonResponse({ message: 'email already registered' }, { status: 409 }));
    await screen.findByRole('alert');
    for (const label of ['First name', 'Last name', 'Age', 'Email', 'Password']) expect(screen.getByLabelText(label)).toBeEnabled();
  });

  it('has a Show password button, and the password keeps its hint as description', async () => {
    renderAt('/register', <RegisterPage />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription(/^Use This Password : /);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('leaves the login page a note with the new email', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'success' }, { status: 201 }));
    renderAt('/register', <RegisterPage />);
    const user = await fillGoodForm();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(window.location.hash).toBe('#/login'));
    expect(readLoginHandoff()).toEqual({ kind: 'registered', email: 'ada@example.com' });
  });
});
