/** Accounts on a running server (bench, end-to-end suite): signed up and signed in over HTTP, as the app does. */
import { request } from 'node:http';

export interface Session {
  email: string;
  password: string;
  token: string;
}

const TIMEOUT_MS = 30_000;

let sender = 0;

/**
 * POSTs JSON; resolves with the status and the parsed body (undefined when not JSON). To a server on
 * 127.0.0.1 each request comes from a loopback address of its own (Linux answers on all of
 * 127.0.0.0/8), as the accounts of different people would: the server's per-address sign-up and
 * sign-in limits are for attackers, and a suite making dozens of accounts a minute is not one.
 */
function postJson(url: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const target = new URL(url);
  const payload = JSON.stringify(body);
  const localAddress = target.hostname === '127.0.0.1' ? `127.0.${Math.floor(sender / 250) % 250}.${(sender++ % 250) + 2}` : undefined;
  return new Promise((resolve, reject) => {
    const headers = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) };
    const sent = request({ host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: 'POST', localAddress, headers, timeout: TIMEOUT_MS }, (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: response.statusCode ?? 0, json });
      });
    });
    sent.on('timeout', () => sent.destroy(new Error(`POST ${target.pathname} took over ${TIMEOUT_MS} ms`)));
    sent.on('error', reject);
    sent.end(payload);
  });
}

let counter = 0;

/** A new account's credentials after POST /user/signup (201), under an email unique to this process. */
export async function signUp(baseUrl: string, prefix: string): Promise<Omit<Session, 'token'>> {
  counter += 1;
  const credentials = { email: `${prefix}${Date.now().toString(36)}${counter}@example.com`, password: 'runner42' };
  const response = await postJson(`${baseUrl}/user/signup`, { first_name: 'Casey', last_name: 'Runner', age: 30, ...credentials });
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status} ${JSON.stringify(response.json)}`);
  return credentials;
}

/** The token of a correct POST /user/signin (200). */
export async function signIn(baseUrl: string, credentials: { email: string; password: string }): Promise<string> {
  const response = await postJson(`${baseUrl}/user/signin`, credentials);
  const token = (response.json as { token?: unknown } | undefined)?.token;
  if (response.status !== 200 || typeof token !== 'string') throw new Error(`sign-in answered ${response.status} ${JSON.stringify(response.json)}`);
  return token;
}

/** Signs a new account up and in. */
export async function createSession(baseUrl: string, prefix = 'bench'): Promise<Session> {
  const credentials = await signUp(baseUrl, prefix);
  return { ...credentials, token: await signIn(baseUrl, credentials) };
}
