/**
 * The end-to-end suite's set-up, run once in vitest's main process: build the app (short spinner)
 * and the server, start the fake games service and the real server on loopback with a fresh
 * DATA_DIR, make one account, and hand the addresses to the test files. The control endpoint lets
 * test files steer the fake and the server process, which live here.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startFakeUpstream } from '../support/fake-upstream.js';
import { BUILD_ROOT, buildApp, buildServer, reusableBuild, type BuildEnv } from './support/build.js';
import { findChromium } from '../support/chromium-binary.js';
import type { E2eAccount } from './support/context.js';
import { startControlServer } from './support/control-server.js';
import { ServerProcess } from './support/server-process.js';
import { freePort } from '../support/free-port.js';

/** The list spinner of the suite's build: short, so list pages do not each cost the spec's second. */
const SPINNER_MS = 50;

async function postJson(url: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: answer.status, json: await answer.json().catch(() => undefined) };
}

async function makeAccount(baseUrl: string): Promise<E2eAccount> {
  const stamp = Date.now().toString(36);
  const details = { first_name: 'Suite', last_name: 'Runner', age: 30, email: `runner${stamp}@example.com`, password: 'suiterun42' };
  const signup = await postJson(`${baseUrl}/user/signup`, details);
  if (signup.status !== 201) throw new Error(`Set-up could not register its account: ${signup.status} ${JSON.stringify(signup.json)}`);
  const signin = await postJson(`${baseUrl}/user/signin`, { email: details.email, password: details.password });
  const token = (signin.json as { token?: unknown } | undefined)?.token;
  if (signin.status !== 200 || typeof token !== 'string') {
    throw new Error(`Set-up could not sign its account in: ${signin.status} ${JSON.stringify(signin.json)}`);
  }
  return { ...details, token };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  findChromium();
  const started = Date.now();
  const appSettings: BuildEnv = { VITE_LIST_SPINNER_MS: String(SPINNER_MS) };
  if (process.env.E2E_REUSE_BUILD === '1' && reusableBuild(appSettings)) {
    console.log(`[e2e] reusing the build in ${BUILD_ROOT} (E2E_REUSE_BUILD=1)`);
  } else {
    await buildServer();
    await buildApp(appSettings);
    console.log(`[e2e] built app and server in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  const fake = await startFakeUpstream();
  const dataDir = await mkdtemp(join(tmpdir(), 'freeplay-e2e-'));
  const server = new ServerProcess({ buildRoot: BUILD_ROOT, port: await freePort(), dataDir, fakeUpstreamUrl: fake.url });
  const cleanups: (() => Promise<void>)[] = [async () => fake.close(), () => rm(dataDir, { recursive: true, force: true })];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.error('[e2e] teardown:', error));
  };
  try {
    await server.start();
    cleanups.push(() => server.stop());
    const control = await startControlServer({
      fake,
      server,
      rebuildApp: (env: BuildEnv) => buildApp(env),
    });
    cleanups.push(() => control.close());
    const account = await makeAccount(server.url);
    fake.reset();
    project.provide('e2e', { baseUrl: server.url, fakeUrl: fake.url, controlUrl: control.url, account, spinnerMs: SPINNER_MS });
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
