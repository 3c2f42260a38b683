/**
 * A small loopback HTTP endpoint through which test files (in vitest's workers) steer what the
 * global set-up (in the main process) owns: the fake games service's mode and request log, the real
 * server's process (stop, start, restart) and a rebuild of the app for the update journey.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeMode, FakeUpstream } from '../../support/fake-upstream.js';
import type { BuildEnv } from './build.js';

const FAKE_MODES: readonly FakeMode[] = ['normal', 'error-404', 'error-500', 'html', 'hang', 'truncated', 'wrong-shape', 'javascript-urls', 'oversize'];

function isFakeMode(value: unknown): value is FakeMode {
  return FAKE_MODES.some((mode) => mode === value);
}

/** What the control endpoint needs from the server process. */
export interface ControlledServer {
  readonly running: boolean;
  readonly lastExit: string | undefined;
  start(): Promise<void>;
  stop(): Promise<void>;
  restart(): Promise<void>;
}

export interface ControlTargets {
  fake: FakeUpstream;
  server: ControlledServer;
  rebuildApp(env: BuildEnv): Promise<void>;
}

const MAX_BODY = 64 * 1024;

async function readBody(request: IncomingMessage): Promise<unknown> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY) throw new Error('control body too large');
    chunks.push(buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : {};
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

async function handle(targets: ControlTargets, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const route = `${request.method ?? 'GET'} ${new URL(request.url ?? '/', 'http://control').pathname}`;
  switch (route) {
    case 'GET /fake/requests':
      // Headers stay out: only the path and the query are of interest to the journeys.
      return send(response, 200, { requests: targets.fake.requests.map(({ path, query }) => ({ path, query })) });
    case 'POST /fake/mode': {
      const mode = field(await readBody(request), 'mode');
      if (!isFakeMode(mode)) return send(response, 400, { message: `mode must be one of ${FAKE_MODES.join(', ')}` });
      targets.fake.setMode(mode);
      return send(response, 200, { mode });
    }
    case 'POST /fake/reset':
      targets.fake.reset();
      return send(response, 200, {});
    case 'GET /server':
      return send(response, 200, { running: targets.server.running });
    case 'POST /server/stop':
      await targets.server.stop();
      return send(response, 200, { running: false, exit: targets.server.lastExit });
    case 'POST /server/start':
      await targets.server.start();
      return send(response, 200, { running: true });
    case 'POST /server/restart':
      await targets.server.restart();
      return send(response, 200, { running: true });
    case 'POST /app/rebuild': {
      const env = field(await readBody(request), 'env');
      if (typeof env !== 'object' || env === null) return send(response, 400, { message: 'env must be an object' });
      const clean: BuildEnv = {};
      for (const [name, value] of Object.entries(env)) clean[name] = typeof value === 'string' ? value : undefined;
      await targets.rebuildApp(clean);
      return send(response, 200, {});
    }
    default:
      return send(response, 404, { message: `no control route ${route}` });
  }
}

/** Starts the control endpoint on a free loopback port; resolves with its URL and a close function. */
export async function startControlServer(targets: ControlTargets): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    handle(targets, request, response).catch((error: unknown) => {
      send(response, 500, { message: error instanceof Error ? error.message : String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
