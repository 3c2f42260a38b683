/**
 * Two attacks on the sign-in limits, over real sockets from many loopback source addresses (Linux
 * answers on all of 127.0.0.0/8): guesses for one email sent all at once, and a flood of new
 * addresses meant to push a live lockout out of the limit store. Used by `npm run soak` and by
 * tests/reliability; bounded in count and in time.
 */
import { request } from 'node:http';

export interface ResponseSummary {
  status: number;
  retryAfter: number;
  /** The answer's text ('' when the connection failed). */
  body: string;
}

export interface Account {
  email: string;
  password: string;
}

/** POSTs JSON over a fresh connection from `localAddress`; status 0 when the connection failed. */
export function postFrom(origin: string, path: string, body: unknown, localAddress: string, timeoutMs = 10_000): Promise<ResponseSummary> {
  const url = new URL(path, origin);
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const headers = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) };
    const sent = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress, agent: false, timeout: timeoutMs, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, retryAfter: Number(response.headers['retry-after'] ?? 0), body }));
    });
    sent.on('timeout', () => sent.destroy());
    sent.on('error', () => resolve({ status: 0, retryAfter: 0, body: '' }));
    sent.end(payload);
  });
}

/** Responses counted by status, e.g. {401: 5, 429: 45}. */
export type Tally = Record<number, number>;

function tallyOf(responses: ResponseSummary[]): Tally {
  const tally: Tally = {};
  for (const { status } of responses) tally[status] = (tally[status] ?? 0) + 1;
  return tally;
}

/** Runs task(0…count-1), `concurrency` at a time, and starts no new one after `deadline` (ms since the epoch). */
async function inPool(count: number, concurrency: number, deadline: number, task: (n: number) => Promise<ResponseSummary>): Promise<ResponseSummary[]> {
  const responses: ResponseSummary[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count && Date.now() < deadline) responses.push(await task(next++));
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return responses;
}

/** The n-th address of 127.<first>.0.0/16 (n below 65,024, skipping .0 and .255 hosts). */
const loopback = (first: number, n: number) => `127.${first}.${1 + Math.floor(n / 254)}.${1 + (n % 254)}`;

/** `guesses` wrong passwords for one email, all sent at once from `addresses` addresses. */
export async function guessBurst(origin: string, account: Account, guesses = 50, addresses = 10): Promise<Tally> {
  const sent = Array.from({ length: guesses }, (_, n) => postFrom(origin, '/user/signin', { email: account.email, password: `wrong${n}` }, loopback(30, n % addresses)));
  return tallyOf(await Promise.all(sent));
}

export interface FloodResult {
  /** What the flood got back, by status. */
  flood: Tally;
  /** The right password after the flood, from an address that took part in the lockout (a new one may find its store full). */
  after: ResponseSummary;
}

/**
 * Locks `account` with five wrong passwords, then sends `count` requests from as many new addresses:
 * half `{}` sign-ups, half sign-ins with a valid body for an unknown email. The lockout held when
 * the right password afterwards still meets a 429 whose Retry-After is the lockout's (minutes).
 */
export async function storeFlood(origin: string, account: Account, count: number, timeLimitMs: number): Promise<FloodResult> {
  for (let n = 0; n < 5; n += 1) await postFrom(origin, '/user/signin', { email: account.email, password: 'wrong1' }, loopback(31, n));
  const flood = await inPool(count, 50, Date.now() + timeLimitMs, (n) =>
    n % 2 ? postFrom(origin, '/user/signup', {}, loopback(40, n >> 1)) : postFrom(origin, '/user/signin', { email: `flood${n}@example.com`, password: 'abc123' }, loopback(41, n >> 1)),
  );
  let after = await postFrom(origin, '/user/signin', account, loopback(31, 0));
  // The flood's wrong guesses may have spent the server-wide budget of failed sign-ins, whose window
  // is seconds long: wait that out (three times at most) so the response is the email's own.
  for (let tries = 0; tries < 3 && after.status === 429 && after.retryAfter <= 10; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, after.retryAfter * 1000 + 200));
    after = await postFrom(origin, '/user/signin', account, loopback(31, 0));
  }
  return { flood: tallyOf(flood), after };
}

/** "401×5 429×45" */
export const describeTally = (tally: Tally) => Object.entries(tally).map(([status, n]) => `${status}×${n}`).join(' ');
