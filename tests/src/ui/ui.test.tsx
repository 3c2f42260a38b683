import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Alert } from '../../../src/ui/Alert';
import userEvent from '@testing-library/user-event';
import { Field } from '../../../src/ui/Field';
import { PasswordField } from '../../../src/ui/PasswordField';
import { Spinner } from '../../../src/ui/Spinner';
import { SubmitButton } from '../../../src/ui/SubmitButton';

describe('Spinner', () => {
  it('is announced as Loading by default, or by its label', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    render(<Spinner label="Loading games" />);
    expect(screen.getByRole('status', { name: 'Loading games' })).toBeInTheDocument();
  });
});

describe('Alert', () => {
  it('renders errors as red, focusable alerts', () => {
    render(<Alert>Email is required.</Alert>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Email is required.');
    expect(alert).toHaveClass('alert-error');
    expect(alert).toHaveAttribute('tabindex', '-1');
  });

  it('renders info politely, not as an alert', () => {
    render(<Alert tone="info">No games here yet.</Alert>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveClass('alert-info');
  });
});

describe('Field', () => {
  it('labels its input and marks it invalid only when told', () => {
    const { rerender } = render(<Field label="Email" name="email" type="email" />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('name', 'email');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-describedby');
    rerender(<Field label="Email" name="email" type="email" error="Email is required." />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows its message next to the input, linked by aria-describedby after any other description', () => {
    render(
      <>
        <p id="hint">Use abc123</p>
        <Field label="Password" name="password" aria-describedby="hint" error="Password is required." />
      </>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAccessibleDescription('Use abc123 Password is required.');
    expect(input).toHaveAccessibleName('Password');
  });
});

describe('PasswordField', () => {
  it('shows and hides the password, its button named after what it does', async () => {
    render(<PasswordField label="Password" name="password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
    // The button is beside the input, not in its label: the input's name stays "Password".
    expect(input).toHaveAccessibleName('Password');
  });
});

describe('SubmitButton', () => {
  it('turns into a busy spinner with an accessible name', () => {
    const { rerender } = render(<SubmitButton busy={false} busyLabel="Signing in">Login</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('aria-busy', 'false');
    rerender(<SubmitButton busy busyLabel="Signing in">Login</SubmitButton>);
    const button = screen.getByRole('button', { name: 'Signing in' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveTextContent('');
  });
});
