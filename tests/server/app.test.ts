import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import type { UsersRepository } from '../../server/db/users-repository.js';
import { CONTENT_SECURITY_POLICY } from '../../server/plugins/external/helmet.js';
import { buildTestApp, closedAfterEachTest, postJson, signupBody, testConfig } from './helpers/test-app.js';

const track = closedAfterEachTest();

/** Collects log lines written by the app. */
function logSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
}

describe('the app', () => {
  it('answers GET /healthz with 200 {status:"ok"}', async () => {
    const app = track(buildTestApp());
    const response = await app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('is a tree of named plugins', async () => {
    const app = track(buildTestApp());
    await app.ready();
    const tree = app.printPlugins();
    for (const name of ['error-handler', 'security-headers', 'readiness', 'database', 'auth', 'rate-limits', 'user-routes', 'health', 'static-app']) {
      expect(tree).toContain(name);
    }
  });

  it('serves the games proxy from the settings (demo catalogue here), with the same headers', async () => {
    const app = track(buildTestApp(testConfig({ gamesSource: 'demo' })));
    const list = await app.inject('/api/games?platform=browser');
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-catalogue-source']).toBe('demo');
    expect(Array.isArray(list.json())).toBe(true);
    expectSecurityHeaders(list.headers);
    const refused = await app.inject('/api/games?platform=console');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual(expect.any(String));
  });

  it("keeps a route's own stricter policy: a demo thumbnail (SVG) may run no script and load nothing", async () => {
    const app = track(buildTestApp(testConfig({ gamesSource: 'demo' })));
    const [first] = (await app.inject('/api/games')).json<{ thumbnail: string }[]>();
    const thumbnail = await app.inject(String(first?.thumbnail));
    expect(thumbnail.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(thumbnail.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'");
    expect(thumbnail.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown paths with a JSON 404 message, for the API and elsewhere', async () => {
    const app = track(buildTestApp());
    for (const url of ['/api/nope', '/user/nope', '/somewhere/else', '/user/signup']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json().message).toContain(url);
    }
  });

  describe('a browser asking for a page path', () => {
    const page = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

    it.each([
      ['/all', '/#/all'],
      ['/login', '/#/login'],
      ['/all/', '/#/all/'],
      ['/gamedetails/540', '/#/gamedetails/540'],
      ['/sort-by/alphabetical', '/#/sort-by/alphabetical'],
      ['/browse?q=war&tags=mmorpg.fantasy', '/#/browse?q=war&tags=mmorpg.fantasy'],
    ])('is sent from %s to the app at %s', async (url, location) => {
      const app = track(buildTestApp());
      const response = await app.inject({ url, headers: page });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(location);
      expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    });

    it('keeps a bookmark-sized query only', async () => {
      const app = track(buildTestApp());
      const response = await app.inject({ url: `/browse?q=${'a'.repeat(2_000)}`, headers: page });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/#/browse');
    });

    it('gets a small HTML page with a link home for any other path, without echoing it', async () => {
      const app = track(buildTestApp());
      for (const url of ['/no/such/page', '//evil.example/all', '/all/more', '/%3Cscript%3E']) {
        const response = await app.inject({ url, headers: page });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
        expect(response.body).toContain('<h1>Page not found</h1>');
        expect(response.body).toContain('<a href="/">Go to Freeplay');
        expect(response.body).not.toContain('script');
        expect(response.body).not.toContain('evil');
      }
    });

    it('leaves API paths, other methods and non-browser clients with the JSON 404', async () => {
      const app = track(buildTestApp());
      const cases = [
        { method: 'GET' as const, url: '/api/nope', headers: page },
        { method: 'GET' as const, url: '/user/nope', headers: page },
        { method: 'POST' as const, url: '/all', headers: page },
        { method: 'GET' as const, url: '/all', headers: { accept: 'application/json' } },
      ];
      for (const request of cases) {
        const response = await app.inject(request);
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json().message).toContain(request.url);
      }
    });
  });

  it('refuses a body over 16 KB with 413 and a JSON message', async () => {
    const app = track(buildTestApp());
    const response = await postJson(app, '/user/signup', { ...signupBody(), padding: 'x'.repeat(17 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large: the limit is 16 KB.' });
  });

  it('refuses malformed JSON, an empty JSON body and other content types with 400 and a JSON message', async () => {
    const app = track(buildTestApp());
    const cases = [
      { type: 'application/json', payload: '{"email": "a@b.com",', message: 'The request body is not valid JSON.' },
      { type: 'application/json', payload: '', message: 'The request body is empty; send a JSON object.' },
      { type: 'text/plain', payload: 'email=a@b.com', message: 'Send the request body as JSON, with the header Content-Type: application/json.' },
      { type: 'application/x-www-form-urlencoded', payload: 'email=a%40b.com&password=abc123', message: 'Send the request body as JSON, with the header Content-Type: application/json.' },
    ];
    for (const route of ['/user/signup', '/user/signin']) {
      for (const { type, payload, message } of cases) {
        const response = await app.inject({ method: 'POST', url: route, headers: { 'content-type': type }, payload });
        expect(response.statusCode, `${route} ${type} ${payload}`).toBe(400);
        expect(response.json()).toEqual({ message });
      }
    }
  });

  it('refuses a prototype-poisoning body with 400, not a crash', async () => {
    const app = track(buildTestApp());
    const response = await app.inject({ method: 'POST', url: '/user/signin', headers: { 'content-type': 'application/json' }, payload: '{"__proto__": {"admin": true}}' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('sends the security headers on every answer: data, errors and 404s', async () => {
    const app = track(buildTestApp());
    const answers = [
      await app.inject('/healthz'),
      await app.inject('/nowhere'),
      await app.inject('/'),
      await postJson(app, '/user/signin', {}),
      await postJson(app, '/user/signup', { padding: 'x'.repeat(20_000) }),
    ];
    for (const answer of answers) expectSecurityHeaders(answer.headers);
  });

  it('hides server failures: 500 with a generic message, details only in the log', async () => {
    const failing: UsersRepository = {
      create: () => Promise.reject(new Error('insert failed')),
      findByEmail: () => Promise.reject(new Error('SQLITE_ERROR: near "SELECT": syntax error in SELECT * FROM users')),
      findById: () => Promise.reject(new Error('boom')),
    };
    const log = logSink();
    const app = track(buildTestApp(testConfig(), { users: failing, logger: { stream: log.stream } }));
    const response = await postJson(app, '/user/signin', { email: 'a@example.com', password: 'abc123' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again in a moment.' });
    expect(response.body).not.toMatch(/SELECT|SQLITE|stack|at /);
    expect(log.text()).toContain('syntax error in SELECT');
    expect(log.text()).toContain('/user/signin');
  });

  it('never writes a password or a token to the log', async () => {
    const log = logSink();
    const app = track(buildTestApp(testConfig(), { logger: { level: 'trace', stream: log.stream } }));
    const body = signupBody({ password: 'secretpw123' });
    await postJson(app, '/user/signup', body);
    const { token } = (await postJson(app, '/user/signin', { email: body.email, password: 'secretpw123' })).json<{ token: string }>();
    await app.inject({ method: 'GET', url: '/user/me', headers: { authorization: `Bearer ${token}` } });
    // A later change that logs a request's headers or body must still not leak them.
    app.log.info({ req: { headers: { authorization: `Bearer ${token}` } }, body: { password: 'secretpw123' } }, 'careless');
    app.log.info({ user: { password: 'secretpw123', token } }, 'careless too');

    expect(token.length).toBeGreaterThan(20);
    expect(log.text()).toContain('careless');
    expect(log.text()).not.toContain('secretpw123');
    expect(log.text()).not.toContain(token);
    expect(log.text()).toContain('[redacted]');
  });

  it('answers on a real loopback port', async () => {
    const app = track(buildTestApp());
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const health = await fetch(`${address}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const body = signupBody();
    const signup = await fetch(`${address}/user/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(signup.status).toBe(201);
    const signin = await fetch(`${address}/user/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: body.email, password: body.password }) });
    expect(signin.status).toBe(200);
    const me = await fetch(`${address}/user/me`, { headers: { authorization: `Bearer ${(await signin.json()).token}` } });
    expect((await me.json()).user.email).toBe(body.email);
  });

  it("hashes with OWASP's Argon2id cost (19456 KiB, 2 passes, 1 lane) when nothing else is asked", async () => {
    const config = testConfig();
    const app = track(buildApp(config, { logger: false }));
    const body = signupBody();
    expect((await postJson(app, '/user/signup', body)).statusCode).toBe(201);
    expect((await postJson(app, '/user/signin', { email: body.email, password: body.password })).statusCode).toBe(200);
    // Read the stored hash through a second app's repository over the same SQLite file.
    const inspector = track(buildTestApp(config));
    await inspector.ready();
    const stored = (await inspector.users.findByEmail(body.email))?.password_hash ?? '';
    // The library writes m, p, t in that order; the PHC format allows any.
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
  });
});
