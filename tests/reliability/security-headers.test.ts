/**
 * The security headers on every kind of answer, read as a browser reads them (not compared with
 * the server's own constant): a CSP under which no inline or foreign script runs, no framing,
 * nosniff and a referrer policy that leaks nothing; and the app's index.html (the source at the
 * root, and the build when there is one) carries no inline script the CSP would have to allow.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, removeTempDirs } from '../server/helpers/temp-dir.js';
import { buildTestApp, signupBody, testConfig } from '../server/helpers/test-app.js';
import { parsePolicy, scriptProblems } from './support/csp.js';
import { createHttpClient, jsonOf, type HttpClient, type RawAnswer } from './support/http-client.js';
import { PROJECT_ROOT } from '../../tools/server-process.js';

const STRICT_REFERRER_POLICIES = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
const SOURCE_INDEX = join(PROJECT_ROOT, 'index.html');
const BUILT_APP = join(PROJECT_ROOT, 'dist', 'app');
const BUILT_INDEX = join(BUILT_APP, 'index.html');

/** Every problem a browser would have with the headers of one answer; empty when all is well. */
function headerProblems(answer: RawAnswer): string[] {
  const problems: string[] = [];
  const csp = answer.headers['content-security-policy'];
  if (typeof csp !== 'string') return ['no Content-Security-Policy'];
  const policy = parsePolicy(csp);
  problems.push(...scriptProblems(policy));
  if (policy.get('frame-ancestors')?.join(' ') !== "'none'") problems.push(`frame-ancestors ${policy.get('frame-ancestors')?.join(' ') ?? 'missing'}`);
  const objects = policy.get('object-src') ?? policy.get('default-src');
  if (objects?.join(' ') !== "'none'") problems.push(`object-src ${objects?.join(' ') ?? 'missing'}`);
  if (!policy.has('base-uri')) problems.push('base-uri missing');
  if (answer.headers['x-content-type-options'] !== 'nosniff') problems.push(`X-Content-Type-Options ${answer.headers['x-content-type-options']}`);
  const referrer = String(answer.headers['referrer-policy']);
  if (!STRICT_REFERRER_POLICIES.includes(referrer)) problems.push(`Referrer-Policy ${referrer}`);
  return problems;
}

/** Scripts a page would run without a file of their own: inline scripts, handlers, javascript: URLs. */
function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [whole, attributes = '', body = ''] = match;
    if (!/\ssrc\s*=/i.test(` ${attributes}`) || body.trim() !== '') found.push(whole.slice(0, 120));
  }
  for (const match of html.matchAll(/<[a-z][^>]*\son[a-z]+\s*=[^>]*>/gi)) found.push(match[0].slice(0, 120));
  for (const match of html.matchAll(/(?:href|src|action)\s*=\s*["']?\s*javascript:/gi)) found.push(match[0]);
  return found;
}

describe('security headers on every kind of answer', () => {
  let app: FastifyInstance;
  let client: HttpClient;

  beforeAll(async () => {
    // The real build when there is one; otherwise a copy of the source index.html as the app.
    let staticDir = BUILT_APP;
    if (!existsSync(BUILT_INDEX)) {
      staticDir = join(makeTempDir(), 'app');
      mkdirSync(join(staticDir, 'assets'), { recursive: true });
      cpSync(SOURCE_INDEX, join(staticDir, 'index.html'));
      writeFileSync(join(staticDir, 'assets', 'index-0123abcd.js'), 'console.log(1);');
    }
    const limits = { signinPerIp: { limit: 1, windowMs: 60_000 } };
    app = buildTestApp(testConfig({ staticDir }), { rateLimits: limits });
    client = createHttpClient(await app.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(async () => {
    client.close();
    await app.close();
    removeTempDirs();
  });

  it('sends them on pages, files, data, images and every kind of error', async () => {
    const games = await client.get('/api/games');
    const firstId = (jsonOf(games) as { id: number }[])[0]?.id ?? 1;
    const body = signupBody();
    const answers: Record<string, RawAnswer> = {
      'the app (/)': await client.get('/'),
      'index.html': await client.get('/index.html'),
      'HEAD /': await client.send({ method: 'HEAD', path: '/' }),
      'a missing file': await client.get('/assets/missing-0123abcd.js'),
      '/healthz': await client.get('/healthz'),
      '/api/games': games,
      '/api/game': await client.get(`/api/game?id=${firstId}`),
      'a thumbnail': await client.get(`/thumbnails/${firstId}`),
      'a 400 query': await client.get('/api/games?platform=console'),
      'a 404 game': await client.get('/api/game?id=2147483647'),
      'a 404 path': await client.get('/nowhere'),
      '201 sign-up': await client.postJson('/user/signup', body),
      '400 body': await client.postJson('/user/signup', {}),
      '400 JSON': await client.send({ method: 'POST', path: '/user/signin', headers: { 'content-type': 'application/json' }, body: '{"a":' }),
      '413 body': await client.send({ method: 'POST', path: '/user/signin', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(20_000), fresh: true }),
      '200 sign-in': await client.postJson('/user/signin', { email: body.email, password: body.password }),
      '429 sign-in': await client.postJson('/user/signin', { email: body.email, password: body.password }),
      '401 /user/me': await client.get('/user/me', { authorization: 'Bearer x.y.z' }),
    };
    expect(answers['the app (/)']?.status).toBe(200);
    expect(answers['429 sign-in']?.status).toBe(429);
    const problems = Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, headerProblems(answer)]));
    expect(problems).toEqual(Object.fromEntries(Object.keys(answers).map((name) => [name, []])));
  });
});

describe("the app's index.html", () => {
  const files = [SOURCE_INDEX, ...(existsSync(BUILT_INDEX) ? [BUILT_INDEX] : [])];

  it.each(files)('%s has no inline script, event handler or javascript: URL', (file) => {
    const html = readFileSync(file, 'utf8');
    expect(html).toMatch(/<script\b[^>]*\ssrc=/i);
    expect(inlineScripts(html)).toEqual([]);
  });

  it('the check finds what it looks for', () => {
    expect(inlineScripts('<script>alert(1)</script>')).toHaveLength(1);
    expect(inlineScripts('<script type="module">import "/x.js"</script>')).toHaveLength(1);
    expect(inlineScripts('<script src="/a.js">x()</script>')).toHaveLength(1);
    expect(inlineScripts('<img src="x" onerror="alert(1)">')).toHaveLength(1);
    expect(inlineScripts('<a href="javascript:alert(1)">x</a>')).toHaveLength(1);
    expect(inlineScripts('<script type="module" crossorigin src="/assets/index-1.js"></script>')).toEqual([]);
  });
});
