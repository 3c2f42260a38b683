/**
 * The log as an operator reads it: one line per request at the default level (not Fastify's two),
 * with the refusal or event folded into it, no credentials or secret query values in any URL, and
 * parameter names echoed at most 64 characters.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loggableUrl } from '../../server/plugins/app/request-log.js';
import { sendRaw as raw } from './helpers/raw-request.js';
import { removeTempDirs } from './helpers/temp-dir.js';
import { buildTestApp, postJson, signupBody, testConfig } from './helpers/test-app.js';
import { listenOnLoopback } from './helpers/listen.js';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  url?: string;
  status?: number;
  refused?: string;
  event?: string;
  [field: string]: unknown;
}

describe('the request log at the default level', () => {
  let app: FastifyInstance;
  let port: number;
  let lines: Line[] = [];
  beforeAll(async () => {
    app = buildTestApp(undefined, { logger: { level: 'info', stream: { write: (line) => void lines.push(JSON.parse(line) as Line) } } });
    ({ port } = await listenOnLoopback(app));
  });
  beforeEach(() => {
    lines = [];
  });
  afterAll(async () => {
    await app.close();
    removeTempDirs();
  });

  it('writes exactly one line per request, whatever its answer', async () => {
    const answers = [
      await app.inject('/healthz'),
      await app.inject('/api/games?platform=pc'),
      await app.inject('/nothing/here'),
      await app.inject({ method: 'POST', url: '/user/signin', headers: { 'content-type': 'application/json' }, payload: '{"email":' }),
      await app.inject({ method: 'PUT', url: '/user/signup' }),
      await postJson(app, '/user/signup', signupBody()),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 404, 400, 405, 201]);
    expect(lines).toHaveLength(answers.length);
    expect(new Set(lines.map((line) => line.reqId)).size).toBe(answers.length);
    expect(lines.map((line) => [line.msg, line.status])).toEqual(answers.map((answer) => ['request', answer.statusCode]));
    expect(lines[0]).toMatchObject({ level: 30, method: 'GET', url: '/healthz', ip: '127.0.0.1', ms: expect.any(Number) });
  });

  it('folds a refusal and an account creation into the request line instead of a line of their own', async () => {
    await app.inject({ method: 'POST', url: '/user/signin', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    await postJson(app, '/user/signup', signupBody());
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ status: 400, refused: 'FST_ERR_CTP_INVALID_JSON_BODY' });
    expect(lines[1]).toMatchObject({ status: 201, event: 'account created' });
  });

  it('writes one line for a URL the router cannot decode, and one for two Host headers', async () => {
    await raw(port, 'GET /%E0%A4%A/x HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    await raw(port, 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n');
    expect(lines.map((line) => [line.status, line.refused])).toEqual([
      [400, 'FST_ERR_BAD_URL'],
      [400, 'duplicate host'],
    ]);
  });

  it('never logs credentials or secret query values, whatever form the URL takes', async () => {
    await raw(port, 'GET http://alice:hunter2@127.0.0.1/healthz?token=s3cr3t-token&platform=pc HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    await app.inject('/api/games?access_token=s3cr3t-token&api_key=s3cr3t-key&platform=pc');
    expect(lines).toHaveLength(2);
    const text = JSON.stringify(lines);
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('s3cr3t');
    expect(lines[0]?.url).toBe('http://[redacted]@127.0.0.1/healthz?token=[redacted]&platform=pc');
    expect(lines[1]?.url).toBe('/api/games?access_token=[redacted]&api_key=[redacted]&platform=pc');
  });

  it.each([
    ['/api/games', 'use platform'],
    ['/api/game', 'only id'],
    ['/api/catalogue', 'takes no parameters'],
  ])('%s echoes an unknown parameter name at most 64 characters', async (path, why) => {
    const name = 'n'.repeat(500);
    const answer = await app.inject(`${path}?${name}=1`);
    expect(answer.statusCode).toBe(400);
    const { message } = answer.json<{ message: string }>();
    expect(message).toContain(`"${'n'.repeat(64)}…"`);
    expect(message).not.toContain('n'.repeat(65));
    expect(message).toContain(why);
  });
});

describe('the request log where requests are not logged (a person running it, not production)', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    removeTempDirs();
  });

  /** A server with request logging off, at `level`; answers the lines it wrote for a few requests, thumbnails' kind included. */
  async function linesAt(level: string): Promise<Line[]> {
    const lines: Line[] = [];
    app = buildTestApp(testConfig({ logRequests: false }), { logger: { level, stream: { write: (line) => void lines.push(JSON.parse(line) as Line) } } });
    const { port } = await listenOnLoopback(app);
    await app.inject('/healthz');
    await app.inject('/api/games?platform=pc');
    await app.inject('/nothing/here');
    await raw(port, 'GET /%E0%A4%A/x HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    return lines.filter((line) => line.msg === 'request');
  }

  it('writes no request line at the default level', async () => {
    expect(await linesAt('info')).toEqual([]);
  });

  it('writes them at debug, one per request, when LOG_LEVEL=debug asks', async () => {
    const lines = await linesAt('debug');
    expect(lines.map((line) => [line.level, line.status])).toEqual([[20, 200], [20, 200], [20, 404], [20, 400]]);
  });
});

describe('loggableUrl', () => {
  it.each([
    ['/healthz', '/healthz'],
    ['/api/games?platform=pc&sort-by=popularity', '/api/games?platform=pc&sort-by=popularity'],
    ['https://bob:pw@example.com:8080/x?y=1', 'https://[redacted]@example.com:8080/x?y=1'],
    ['/x?password=a&Session=b&jwt=c&sig=d&secret=e&id=5', '/x?password=[redacted]&Session=[redacted]&jwt=[redacted]&sig=[redacted]&secret=[redacted]&id=5'],
    ['/x?%74oken=a', '/x?%74oken=[redacted]'],
  ])('%s -> %s', (url, logged) => {
    expect(loggableUrl(url)).toBe(logged);
  });

  it('cuts a very long URL', () => {
    expect(loggableUrl(`/${'a'.repeat(5000)}`).length).toBeLessThanOrEqual(1001);
  });
});
