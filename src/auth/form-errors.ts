/** What a person reads when the server refuses a form: the most specific text the response carries. */
import { HttpError } from '../lib/http-client';

/**
 * The server's response texts are part of its HTTP contract (README), which API clients and tests
 * read; the app words them as it words its own messages instead of changing them there.
 */
const READABLE: Readonly<Record<string, string>> = {
  'incorrect email or password': 'Incorrect email or password.',
  'email already registered': 'This email is already registered.',
};

/** A server text as the app says it: a known one reworded, any other as it came. */
export function readable(text: string): string {
  return READABLE[text.trim().toLowerCase()] ?? text;
}

/** One message of a refused form: `field` names the input it is about, or is 'body' for the whole form. */
export interface FormError {
  field: string;
  message: string;
}

/** The messages of a failed request; field errors keep their field, so the form can show each by its input. */
export function errorsFromFailure(error: unknown): FormError[] {
  if (!(error instanceof HttpError)) return [{ field: 'body', message: 'Something went wrong. Please try again.' }];
  const body = error.body;
  if (!body) return [{ field: 'body', message: error.message }];
  // A rate limit's `error` is the bare status text; its `message` says when to retry.
  if (error.status === 429) return [{ field: 'body', message: body.message }];
  if (body.errors && body.errors.length > 0) {
    return body.errors.map((item) => ({ field: item.field, message: readable(item.message) }));
  }
  return [{ field: 'body', message: readable(body.error ?? body.message) }];
}
