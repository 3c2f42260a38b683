/** What a person reads when the server refuses a form: the most specific text the answer carries. */
import { HttpError } from '../lib/http-client';

export function messagesFromError(error: unknown): string[] {
  if (!(error instanceof HttpError)) return ['Something went wrong. Please try again.'];
  const body = error.body;
  if (!body) return [error.message];
  // A rate limit's `error` is the bare status text; its `message` says when to retry.
  if (error.status === 429) return [body.message];
  if (body.errors && body.errors.length > 0) return body.errors.map((item) => item.message);
  return [body.error ?? body.message];
}
