/**
 * The submit cycle shared by the login and register forms: validate everything at once, refuse
 * offline without a request, send, show the server's words on failure, and always stop the spinner.
 * Each refused field keeps its message until its value becomes valid.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Validation } from '../contract';
import { HttpError } from '../lib/http-client';
import { useOnlineStatus } from '../lib/use-online-status';
import { errorsFromFailure, type FormError } from './form-errors';

/** What a send ended with: done, or refused with messages to show. */
export type SendOutcome = { ok: true } | { ok: false; messages: string[] };

export interface AccountFormOptions<P> {
  validate: (input: Record<string, string>) => Validation<P>;
  offlineMessage: string;
  send: (payload: P, signal: AbortSignal) => Promise<SendOutcome>;
}

export interface AccountForm {
  /** Every message, in form order: the alerts above the form. */
  messages: string[];
  /** The message about one input, shown next to it (and marking it aria-invalid). */
  fieldError: (name: string) => string | undefined;
  submitting: boolean;
  /** Grows with each failed submit, so the alerts take focus every time. */
  attempt: number;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Re-checks the form as the person types, dropping the messages of fields that became valid. */
  onChange: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * A number input whose text the browser cannot read (`e`, `--1`) reports an empty value; it is
 * passed on as text that is not a number, so the rule says "must be a whole number", not "required".
 */
const UNREADABLE_NUMBER = 'not a number';

function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') values[key] = value;
  });
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && element.name && element.validity.badInput) values[element.name] = UNREADABLE_NUMBER;
  }
  return values;
}

export function useAccountForm<P>({ validate, offlineMessage, send }: AccountFormOptions<P>): AccountForm {
  const online = useOnlineStatus();
  const [errors, setErrors] = useState<readonly FormError[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const busy = useRef(false);
  const controller = useRef<AbortController | null>(null);

  // Leaving the page cancels a request in flight.
  useEffect(() => () => controller.current?.abort(), []);

  const fail = (next: readonly FormError[]) => {
    setErrors(next);
    setAttempt((n) => n + 1);
  };
  const failWith = (messages: readonly string[]) => fail(messages.map((message) => ({ field: 'body', message })));

  const run = async (payload: P) => {
    busy.current = true;
    setSubmitting(true);
    setErrors([]);
    const current = new AbortController();
    controller.current = current;
    try {
      const outcome = await send(payload, current.signal);
      if (!outcome.ok) failWith(outcome.messages);
    } catch (error) {
      if (!(error instanceof HttpError && error.kind === 'aborted')) fail(errorsFromFailure(error));
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    if (!online) return failWith([offlineMessage]);
    const result = validate(formValues(event.currentTarget));
    if (!result.ok) return fail(result.errors);
    void run(result.value);
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (!errors.some((error) => error.field !== 'body')) return;
    const result = validate(formValues(event.currentTarget));
    const stillRefused = new Set<string>(result.ok ? [] : result.errors.map((error) => error.field));
    // A field keeps the message it was given until it passes, rather than a new one at each key press.
    const next = errors.filter((error) => error.field === 'body' || stillRefused.has(error.field));
    if (next.length !== errors.length) setErrors(next);
  };

  const fieldError = (name: string) => errors.find((error) => error.field === name)?.message;

  return { messages: errors.map((error) => error.message), fieldError, submitting, attempt, onSubmit, onChange };
}
