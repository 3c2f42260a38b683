import { useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { API_PATHS, PATHS, SignupResponse, validateSignup, type SignupPayload } from '../contract';
import { requestJson } from '../lib/http-client';
import { useDocumentTitle } from '../lib/use-document-title';
import { Field } from '../ui/Field';
import { PasswordField } from '../ui/PasswordField';
import { SubmitButton } from '../ui/SubmitButton';
import { readable } from './form-errors';
import { makeExamplePassword } from './example-password';
import { FormAlerts } from './FormAlerts';
import { handOffToLogin } from './login-handoff';
import { useAccountForm, type SendOutcome } from './use-account-form';

export function RegisterPage() {
  const [, navigate] = useLocation();
  // A new example on every visit, never one shared constant.
  const [secret] = useState(makeExamplePassword);
  const hintId = useId();
  useDocumentTitle('Register');

  const send = async (payload: SignupPayload, signal: AbortSignal): Promise<SendOutcome> => {
    const { data } = await requestJson(API_PATHS.signup, { method: 'POST', body: payload, signal, parse: SignupResponse });
    if (data.message !== 'success') return { ok: false, messages: [readable(data.message)] };
    handOffToLogin({ kind: 'registered', email: payload.email });
    navigate(PATHS.login);
    return { ok: true };
  };

  const form = useAccountForm({
    validate: validateSignup,
    offlineMessage: "You're offline: connect to sign up",
    send,
  });
  const error = form.fieldError;

  return (
    <article className="auth-card">
      <h1>Register To Our Website</h1>
      <FormAlerts messages={form.messages} attempt={form.attempt} />
      <form noValidate onSubmit={form.onSubmit} onChange={form.onChange}>
        <fieldset disabled={form.submitting}>
          <div className="grid">
            <Field label="First name" name="first_name" autoComplete="given-name" error={error('first_name')} />
            <Field label="Last name" name="last_name" autoComplete="family-name" error={error('last_name')} />
          </div>
          <Field label="Age" name="age" type="number" inputMode="numeric" min={10} max={80} step={1} error={error('age')} />
          <Field label="Email" name="email" type="email" autoComplete="email" error={error('email')} />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="new-password"
            aria-describedby={hintId}
            error={error('password')}
          />
          <p id={hintId} className="hint">Use This Password : {secret}</p>
        </fieldset>
        <SubmitButton busy={form.submitting} busyLabel="Registering">Register</SubmitButton>
      </form>
      <p>
        <Link href={PATHS.login}>Login Now!</Link>
      </p>
    </article>
  );
}
