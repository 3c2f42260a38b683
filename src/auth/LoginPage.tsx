import { Link, useLocation } from 'wouter';
import { API_PATHS, PATHS, SigninAnswer, validateSignin, type SigninPayload } from '../contract';
import { requestJson } from '../lib/http-client';
import { Field } from '../ui/Field';
import { SubmitButton } from '../ui/SubmitButton';
import { signIn } from './auth-store';
import { FormAlerts } from './FormAlerts';
import { useAccountForm, type SendOutcome } from './use-account-form';

const UNREADABLE_TOKEN = 'The server sent a sign-in answer we could not use. Please try again.';

export function LoginPage() {
  const [, navigate] = useLocation();

  const send = async (payload: SigninPayload, signal: AbortSignal): Promise<SendOutcome> => {
    const { data } = await requestJson(API_PATHS.signin, { method: 'POST', body: payload, signal, parse: SigninAnswer });
    if (!signIn(data.token)) return { ok: false, messages: [UNREADABLE_TOKEN] };
    navigate(PATHS.home, { replace: true });
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
      <FormAlerts messages={form.messages} attempt={form.attempt} />
      <form noValidate onSubmit={form.onSubmit}>
        <Field label="Email" name="email" type="email" autoComplete="email" invalid={form.invalid.has('email')} />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          invalid={form.invalid.has('password')}
        />
        <SubmitButton busy={form.submitting} busyLabel="Signing in">Login</SubmitButton>
      </form>
      <p>
        <Link href={PATHS.register}>Register Now!</Link>
      </p>
    </article>
  );
}
