import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:net';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { readyLine } from '../../server/ready-line.js';
import { makeTempDir, removeTempDirs } from './helpers/temp-dir.js';

const started: ChildProcessWithoutNullStreams[] = [];

/** Runs server/main.ts as production would run main.js, with only the given settings. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: process.cwd(),
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: makeTempDir(), GAMES_SOURCE: 'demo', ...env },
  });
  started.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = once(child, 'exit').then(([code]) => code as number | null);

  /** Resolves when stdout matches `pattern` (bounded by the test's timeout). */
  async function waitFor(pattern: RegExp): Promise<RegExpMatchArray> {
    for (;;) {
      const match = stdout.match(pattern);
      if (match) return match;
      const event = await Promise.race([once(child.stdout, 'data').then(() => 'data'), exited.then(() => 'exit')]);
      if (event === 'exit') {
        const late = stdout.match(pattern);
        if (late) return late;
        throw new Error(`server exited before printing ${pattern}: ${stderr || stdout}`);
      }
    }
  }
  return { child, exited, waitFor, output: () => ({ stdout, stderr }) };
}

afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
afterAll(removeTempDirs);

describe('server/main', () => {
  it.each([
    [{ PORT: 'abc' }, /^freeplay: Invalid setting PORT: "abc" is not a port number/],
    [{ DATABASE_URL: 'mysql://root:hunter2@localhost/db' }, /^freeplay: Invalid setting DATABASE_URL: /],
    [{ LOG_LEVEL: 'loud' }, /^freeplay: Invalid setting LOG_LEVEL: "loud" is not a log level; use one of fatal, error/],
    [{ LOG_FORMAT: 'xml' }, /^freeplay: Invalid setting LOG_FORMAT: "xml" is not a log format; use one of json, pretty\.$/],
    [{ DATABASE_URL: 'postgres://nobody:hunter2@127.0.0.1:1/none' }, /^freeplay: cannot use the PostgreSQL database at DATABASE_URL: .*ECONNREFUSED/],
  ])('stops a start with %j: exit code 1 and one clear line', async (env, line) => {
    const server = startServer(env);
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr.trim()).toMatch(line);
    expect(stderr).not.toContain('hunter2');
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('on SIGTERM stops accepting, finishes the request in flight, then exits 0', async () => {
    const server = startServer({ PORT: '0', HOST: '127.0.0.1' });
    const [, port] = await server.waitFor(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/);

    // A request whose headers have arrived but whose body has not: in flight when SIGTERM comes.
    const body = JSON.stringify({ email: 'not-an-email' });
    const socket = connect(Number(port), '127.0.0.1');
    await once(socket, 'connect');
    let answer = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
    socket.write(
      `POST /user/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
    );
    while (!answer.includes('100 Continue')) await once(socket, 'data');

    server.child.kill('SIGTERM');
    await server.waitFor(/shutting down/);
    // While that request is still open, the server stops accepting connections (within a few tries:
    // closing the listener follows the log line by a tick or two).
    let refusedCode: string | undefined;
    // Bounded in time, not count: on a busy machine the close may take a while after the log line.
    const deadline = Date.now() + 5_000;
    while (!refusedCode && Date.now() < deadline) {
      const probe = connect(Number(port), '127.0.0.1');
      const [outcome] = await Promise.race([once(probe, 'error'), once(probe, 'connect').then(() => [undefined])]);
      probe.destroy();
      refusedCode = (outcome as NodeJS.ErrnoException | undefined)?.code;
      if (!refusedCode) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // Refused outright, or reset when the connection was still queued as the listener closed.
    expect(refusedCode).toMatch(/^(ECONNREFUSED|ECONNRESET)$/);

    socket.write(body);
    while (!/\r\n\r\n\{.*\}$/s.test(answer)) await once(socket, 'data');
    expect(answer).toMatch(/HTTP\/1\.1 400 Bad Request/);
    expect(answer).toContain('"field":"email"');
    // The client keeps its keep-alive connection open: that must not hold the exit up.
    expect(answer).not.toMatch(/connection: close/i);
    expect(await server.exited).toBe(0);
    expect(server.output().stdout).not.toContain('shutdown took too long');
    socket.destroy();
  });

  it('prints one line for people with the address to open, before any log line, then in production logs one JSON line per request', async () => {
    const server = startServer({ PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'production' });
    const [, port] = await server.waitFor(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/);
    const [first, second] = server.output().stdout.split('\n');
    expect(first).toBe(`Freeplay is ready on http://localhost:${port}`);
    expect(JSON.parse(second ?? '')).toMatchObject({ level: 30, msg: `Server listening at http://127.0.0.1:${port}` });
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    await server.waitFor(/"url":"\/healthz"/);
    const requestLines = server.output().stdout.split('\n').filter((line) => line.includes('"reqId"'));
    expect(requestLines).toHaveLength(1);
    expect(JSON.parse(requestLines[0] ?? '')).toMatchObject({ msg: 'request', method: 'GET', url: '/healthz', status: 200 });
  });

  it('logs no request lines to a person running it (no NODE_ENV), and logs them when asked with LOG_REQUESTS=1 or LOG_LEVEL=debug', async () => {
    /** Starts a server with `env`, asks it for /healthz and a thumbnail's route, stops it, and answers its request lines. */
    const requestLines = async (env: Record<string, string>) => {
      const server = startServer({ PORT: '0', HOST: '127.0.0.1', ...env });
      const [, port] = await server.waitFor(/Freeplay is ready on http:\/\/localhost:(\d+)\n/);
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      await fetch(`http://127.0.0.1:${port}/thumbnails/1`, { signal: AbortSignal.timeout(10_000) });
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      const lines = server.output().stdout.split('\n').filter((line) => line.includes('"msg":"request"')).map((line) => JSON.parse(line) as { level: number; url: string });
      // Each line is written when its answer has gone: in either order.
      return lines.map((line) => [line.level, line.url]).sort((a, b) => String(a[1]).localeCompare(String(b[1])));
    };
    expect(await requestLines({})).toEqual([]);
    expect(await requestLines({ LOG_REQUESTS: '1' })).toEqual([[30, '/healthz'], [30, '/thumbnails/1']]);
    expect(await requestLines({ LOG_LEVEL: 'debug' })).toEqual([[20, '/healthz'], [20, '/thumbnails/1']]);
    // Three servers in turn, each started with tsx.
  }, 90_000);

  it('logs for people with LOG_FORMAT=pretty, and only warnings and worse with LOG_LEVEL=warn', async () => {
    const pretty = startServer({ PORT: '0', HOST: '127.0.0.1', LOG_FORMAT: 'pretty' });
    const [, port] = await pretty.waitFor(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/);
    const lines = pretty.output().stdout.split('\n');
    expect(lines[0]).toBe(`Freeplay is ready on http://localhost:${port}`);
    const listening = lines.find((line) => line.includes('Server listening')) ?? '';
    expect(listening).toMatch(/INFO/);
    expect(listening.trim().startsWith('{')).toBe(false);

    const quiet = startServer({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
    const [, quietPort] = await quiet.waitFor(/Freeplay is ready on http:\/\/localhost:(\d+)\n/);
    expect((await fetch(`http://127.0.0.1:${quietPort}/healthz`)).status).toBe(200);
    quiet.child.kill('SIGTERM');
    expect(await quiet.exited).toBe(0);
    const quietLines = quiet.output().stdout.trim().split('\n');
    expect(quietLines[0]).toBe(`Freeplay is ready on http://localhost:${quietPort}`);
    // Info lines (listening, requests, shutting down) are below the level; a warning may remain.
    expect(quietLines.slice(1).every((line) => (JSON.parse(line) as { level: number }).level >= 40)).toBe(true);
    // Two servers in turn, each started with tsx: 4-7 s a start while the journeys run beside.
  }, 60_000);
});

describe('readyLine', () => {
  it.each([
    ['http://127.0.0.1:8080', 'Freeplay is ready on http://localhost:8080'],
    ['http://0.0.0.0:3000', 'Freeplay is ready on http://localhost:3000'],
    ['http://[::1]:8080', 'Freeplay is ready on http://localhost:8080'],
    ['http://192.168.1.20:8080', 'Freeplay is ready on http://192.168.1.20:8080'],
    ['http://[fd00::5]:8080', 'Freeplay is ready on http://[fd00::5]:8080'],
  ])('%s -> %s', (address, line) => {
    expect(readyLine(address)).toBe(line);
  });
});
