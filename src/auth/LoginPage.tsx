import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { API_PATHS, PATHS, SigninResponse, validateSignin, type SigninPayload } from '../contract';
import { requestJson } from '../lib/http-client';
import { useDocumentTitle } from '../lib/use-document-title';
import { Alert } from '../ui/Alert';
import { Field } from '../ui/Field';
import { PasswordField } from '../ui/PasswordField';
import { SubmitButton } from '../ui/SubmitButton';
import { signIn } from './auth-store';
import { FormAlerts } from './FormAlerts';
import { ACCOUNT_CREATED_TEXT, clearLoginHandoff, readLoginHandoff, SESSION_ENDED_TEXT, SIGN_IN_FIRST_TEXT } from './login-handoff';
import { useAccountForm, type SendOutcome } from './use-account-form';

const UNREADABLE_TOKEN = 'The server sent a sign-in answer we could not use. Please try again.';

export function LoginPage() {
  const [, navigate] = useLocation();
  // Read once: the note stays in storage (a reload shows it again) until a sign-in succeeds.
  const [handoff] = useState(readLoginHandoff);
  const returnTo = handoff?.kind === 'registered' ? undefined : handoff?.returnTo;
  useDocumentTitle('Login');

  const send = async (payload: SigninPayload, signal: AbortSignal): Promise<SendOutcome> => {
    const { data } = await requestJson(API_PATHS.signin, { method: 'POST', body: payload, signal, parse: SigninResponse });
    if (!signIn(data.token)) return { ok: false, messages: [UNREADABLE_TOKEN] };
    clearLoginHandoff();
    navigate(returnTo ?? PATHS.home, { replace: true });
    return { ok: true };
  };

  const form = useAccountForm({
    validate: validateSignin,
    offlineMessage: "You're offline: connect to sign in",
    send,
  });

  return (
    <article className="auth-card">
      <h1>Login To Our Website</h1>
      {/* The note is for the first try: once a sign-in fails, only what went wrong is shown. */}
      {handoff && form.attempt === 0 && <Alert tone="info">{handoff.kind === 'registered' ? ACCOUNT_CREATED_TEXT : handoff.kind === 'sign-in-first' ? SIGN_IN_FIRST_TEXT : SESSION_ENDED_TEXT}</Alert>}
      <FormAlerts messages={form.messages} attempt={form.attempt} />
      <form noValidate onSubmit={form.onSubmit} onChange={form.onChange}>
        <fieldset disabled={form.submitting}>
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={handoff?.kind === 'registered' ? handoff.email : undefined}
            error={form.fieldError('email')}
          />
          <PasswordField label="Password" name="password" autoComplete="current-password" error={form.fieldError('password')} />
        </fieldset>
        <SubmitButton busy={form.submitting} busyLabel="Signing in">Login</SubmitButton>
      </form>
      <p>
        <Link href={PATHS.register}>Register Now!</Link>
      </p>
    </article>
  );
}
