/** Accounts on a running server (bench, end-to-end suite): signed up and signed in over HTTP, as the app does. */

export interface Session {
  email: string;
  password: string;
  token: string;
}

const TIMEOUT_MS = 30_000;

/** POSTs JSON; resolves with the status and the parsed body (undefined when not JSON). */
async function postJson(url: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  return { status: response.status, json: await response.json().catch(() => undefined) };
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

/** Signs a new account up and in; one sign-in only, well inside the server's 10 a minute per IP. */
export async function createSession(baseUrl: string, prefix = 'bench'): Promise<Session> {
  const credentials = await signUp(baseUrl, prefix);
  return { ...credentials, token: await signIn(baseUrl, credentials) };
}
