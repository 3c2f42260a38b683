import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Alert } from '../../../src/ui/Alert';
import { Field } from '../../../src/ui/Field';
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
    rerender(<Field label="Email" name="email" type="email" invalid />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
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
