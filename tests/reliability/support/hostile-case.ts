/**
 * One generated hostile request with what the server may answer, and the checks every answer must
 * pass: a status it may give (never 5xx) and, for errors, a JSON body with a readable `message`
 * and no stack trace or internals.
 */
import { expect } from 'vitest';
import { jsonOf, type RawAnswer, type RawRequest } from './http-client.js';

export interface HostileCase {
  /** The route and method it aims at, e.g. "POST /user/signup" (counted to show the spread). */
  route: string;
  request: RawRequest;
  /** Every status the server may give; none is 5xx. */
  allowed: readonly number[];
  /** The exact `message` expected, when one is. */
  message?: string;
  /** A sign-up body the shared rules accept: may be answered 201 and create a row. */
  validSignup?: boolean;
}

// Stack frames, file positions and database errors must never reach a client.
const INTERNALS = /\n\s+at |node_modules|\.[cm]?[jt]s:\d+|SQLITE_|sqlite3|syntax error at|duplicate key|violates/i;

/** Asserts what every answer must be; returns the parsed body when it is JSON. */
export function checkAnswer(hostile: HostileCase, answer: RawAnswer): unknown {
  const label = `${hostile.request.method} ${hostile.request.path.slice(0, 120)} → ${answer.status} ${answer.text.slice(0, 160)}`;
  expect(answer.status, label).toBeLessThan(500);
  expect(hostile.allowed, label).toContain(answer.status);
  if (answer.status < 400 || hostile.request.method === 'HEAD') return undefined;
  expect(answer.text, label).not.toMatch(INTERNALS);
  expect(String(answer.headers['content-type']), label).toMatch(/^application\/json/);
  const body = jsonOf(answer);
  expect(body, label).toEqual(expect.objectContaining({ message: expect.any(String) }));
  const message = (body as { message: string }).message;
  expect(message.trim().length, label).toBeGreaterThan(0);
  if (hostile.message !== undefined) expect(message, label).toBe(hostile.message);
  return body;
}
