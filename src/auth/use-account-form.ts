/**
 * The submit cycle shared by the login and register forms: validate everything at once, refuse
 * offline without a request, send, show the server's words on failure, and always stop the spinner.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldError, Validation } from '../contract';
import { HttpError } from '../lib/http-client';
import { useOnlineStatus } from '../lib/use-online-status';
import { messagesFromError } from './answer-messages';

/** What a send ended with: done, or refused with messages to show. */
export type SendOutcome = { ok: true } | { ok: false; messages: string[] };

export interface AccountFormOptions<P> {
  validate: (input: Record<string, string>) => Validation<P>;
  offlineMessage: string;
  send: (payload: P, signal: AbortSignal) => Promise<SendOutcome>;
}

export interface AccountForm {
  messages: string[];
  /** Fields the last validation refused, for aria-invalid. */
  invalid: ReadonlySet<string>;
  submitting: boolean;
  /** Grows with each failed submit, so the alerts take focus every time. */
  attempt: number;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') values[key] = value;
  });
  return values;
}

export function useAccountForm<P>({ validate, offlineMessage, send }: AccountFormOptions<P>): AccountForm {
  const online = useOnlineStatus();
  const [messages, setMessages] = useState<string[]>([]);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [submitting, setSubmitting] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const busy = useRef(false);
  const controller = useRef<AbortController | null>(null);

  // Leaving the page cancels a request in flight.
  useEffect(() => () => controller.current?.abort(), []);

  const fail = (next: string[], fields: FieldError[] = []) => {
    setMessages(next);
    setInvalid(new Set(fields.map((error) => error.field)));
    setAttempt((n) => n + 1);
  };

  const run = async (payload: P) => {
    busy.current = true;
    setSubmitting(true);
    setMessages([]);
    const current = new AbortController();
    controller.current = current;
    try {
      const outcome = await send(payload, current.signal);
      if (!outcome.ok) fail(outcome.messages);
    } catch (error) {
      if (!(error instanceof HttpError && error.kind === 'aborted')) fail(messagesFromError(error));
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    if (!online) return fail([offlineMessage]);
    const result = validate(formValues(event.currentTarget));
    if (!result.ok) return fail(result.errors.map((error) => error.message), result.errors);
    setInvalid(new Set());
    void run(result.value);
  };

  return { messages, invalid, submitting, attempt, onSubmit };
}
