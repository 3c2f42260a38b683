/**
 * The suite's fixtures: import `test` and `expect` from here. Each worker serves the global set-up's
 * build from a server process of its own, pointed at a fake games service of its own, with one
 * account made for it; tests steer both directly (fakeService, serverProcess, rebuildApp). Every
 * browser context refuses requests to any host but loopback and records them (outsideRequests).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, chromium, expect, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { createSession, signUp, type Session } from '../../../tools/account.js';
import { CHROMIUM_FLAGS, findChromium } from '../../../tools/chromium.js';
import { startFakeUpstream, type FakeMode, type FakeUpstream } from '../../../tools/fake-upstream.js';
import { ServerProcess } from '../../../tools/server-process.js';
import { BUILD_ROOT, rebuildOverSuite, restoreSuiteBuild, SPINNER_MS, type BuildEnv } from './build.js';
import { guard } from './guard.js';
import { openWithTokenAt, submitLoginAt, type Credentials } from './session.js';

export { expect };
export type { FakeMode };

/** The worker's account, with a token the server signed for it when the worker started. */
type E2eAccount = Session;

export interface Opened {
  context: BrowserContext;
  page: Page;
  /** Non-loopback URLs the page or its service worker asked for (all refused). */
  outsideRequests: string[];
  /** Uncaught exceptions and unhandled rejections in the page. */
  pageErrors: string[];
}

interface FakeService {
  setMode(mode: FakeMode): Promise<void>;
  /** Back to normal answers, request log emptied. */
  reset(): Promise<void>;
  /** The path and query of every request the fake has received since its last reset, in order. */
  requests(): Promise<URL[]>;
  /** The same, each with when it arrived (ms since the epoch). */
  timedRequests(): Promise<{ url: URL; at: number }[]>;
}

interface ServerControl {
  stop(): Promise<void>;
  start(): Promise<void>;
  /** A fresh process on the same port and DATA_DIR: empty in-memory caches and rate limits, same accounts. */
  restart(): Promise<void>;
  running(): Promise<boolean>;
}

interface Suite {
  baseUrl: string;
  fake: FakeUpstream;
  server: ServerProcess;
  account: E2eAccount;
}

interface WorkerFixtures {
  suite: Suite;
  /** The app's URL for a hash route, e.g. appUrl('/home') -> http://127.0.0.1:port/#/home. */
  appUrl: (route: string) => string;
  account: E2eAccount;
  /** The fake games service the server is pointed at (FREETOGAME_API_URL). */
  fakeUrl: string;
  fakeService: FakeService;
  serverProcess: ServerControl;
  /**
   * Rebuilds the app the server serves (the server reads files per request; restart it to be sure).
   * Every worker serves that one build: only a project that runs alone may call it. The suite's
   * build comes back when the worker ends.
   */
  rebuildApp: (env: BuildEnv) => Promise<void>;
  /** The VITE_LIST_SPINNER_MS the suite's build was made with. */
  spinnerMs: number;
  /** Registers a new account with POST /user/signup; resolves with its credentials. */
  createUser: (prefix?: string) => Promise<Credentials>;
}

interface TestFixtures {
  /** On a failure, prints where the page was and what it showed: CI keeps only what the run printed. */
  failureSnapshot: void;
  outsideRequests: string[];
  pageErrors: string[];
  /** Another fresh profile and page (e.g. a guest beside a signed-in person), closed after the test. */
  openPage: (options?: BrowserContextOptions) => Promise<Opened>;
  /** Like openPage(), on a fresh on-disk profile: Chromium offers installation only from one. */
  openPersistent: (options?: BrowserContextOptions) => Promise<Opened>;
  /** Stores `token` (default: the worker's account's) as the session before the app starts, then opens `route`. */
  openWithToken: (page: Page, route: string, token?: string) => Promise<void>;
  /** Fills the login form and submits it with the mouse; does not wait for the outcome. */
  submitLogin: (page: Page, credentials: Credentials) => Promise<void>;
  /** Signs in through the login page (default: the worker's account) and waits for #/home. */
  signIn: (page: Page, credentials?: Credentials) => Promise<void>;
}

/** The fake records `{path, query, headers}`; a URL is easier to ask questions of. */
function requestUrl({ path, query }: { path: string; query: Record<string, string> }): URL {
  const url = new URL(path, 'http://fake');
  for (const [name, value] of Object.entries(query)) url.searchParams.append(name, value);
  return url;
}

async function withPage(context: BrowserContext, outsideRequests: string[]): Promise<Opened> {
  const pageErrors: string[] = [];
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, outsideRequests, pageErrors };
}

/** Every fixture by name, for helpers that take some of them: `Pick<Fixtures, 'page' | 'appUrl'>`. */
export type Fixtures = TestFixtures & WorkerFixtures & { page: Page; context: BrowserContext };

const VIEWPORT = { width: 1280, height: 800 };
export const GAMES_RETRY_SECONDS = 2;

export const test = base.extend<TestFixtures, WorkerFixtures>({
  suite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; the suite has none
    async ({}, use) => {
      const fake = await startFakeUpstream();
      const dataDir = await mkdtemp(join(tmpdir(), 'freeplay-e2e-'));
      try {
        const server = await ServerProcess.start({
          args: [join(BUILD_ROOT, 'dist/server/server/main.js')],
          cwd: BUILD_ROOT,
          // After a failure the server leaves the games service alone for GAMES_RETRY_SECONDS (30 by
          // default); 2 here, so the journeys where it fails see Retry work within seconds.
          env: { NODE_ENV: 'production', GAMES_SOURCE: 'freetogame', DATA_DIR: dataDir, FREETOGAME_API_URL: fake.url, GAMES_RETRY_SECONDS: String(GAMES_RETRY_SECONDS) },
        });
        try {
          const account = await createSession(server.url, 'runner');
          fake.reset();
          await use({ baseUrl: server.url, fake, server, account });
        } finally {
          await server.stop();
        }
      } finally {
        await fake.close();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  appUrl: [async ({ suite }, use) => use((route) => `${suite.baseUrl}/#${route}`), { scope: 'worker' }],
  account: [async ({ suite }, use) => use(suite.account), { scope: 'worker' }],
  fakeUrl: [async ({ suite }, use) => use(suite.fake.url), { scope: 'worker' }],
  spinnerMs: [async ({ suite: _suite }, use) => use(SPINNER_MS), { scope: 'worker' }],
  fakeService: [
    async ({ suite: { fake } }, use) => use({
      setMode: async (mode) => fake.setMode(mode),
      reset: async () => fake.reset(),
      requests: async () => fake.requests.map(requestUrl),
      timedRequests: async () => fake.requests.map((request) => ({ url: requestUrl(request), at: request.at })),
    }),
    { scope: 'worker' },
  ],
  serverProcess: [
    async ({ suite: { server } }, use) => use({
      start: () => server.start(),
      stop: async () => {
        await server.stop();
        if (server.lastExit !== '0') console.warn(`[e2e] the server stopped with exit ${server.lastExit}:\n${server.output().slice(-2_000)}`);
      },
      restart: () => server.restart(),
      running: async () => server.running,
    }),
    { scope: 'worker' },
  ],
  rebuildApp: [
    async ({ suite: _suite }, use) => {
      await use((env) => rebuildOverSuite(env));
      restoreSuiteBuild();
    },
    { scope: 'worker' },
  ],
  createUser: [async ({ suite }, use) => use((prefix = 'user') => signUp(suite.baseUrl, prefix)), { scope: 'worker' }],

  baseURL: async ({ suite }, use) => use(suite.baseUrl),
  outsideRequests: [async ({ context }, use) => use(await guard(context)), { auto: true }],
  failureSnapshot: [
    // The context, not the page: a test that never asked for the default page does not get one for this.
    async ({ context }, use, testInfo) => {
      await use();
      const page = context.pages()[0];
      if (testInfo.status === testInfo.expectedStatus || !page || page.isClosed()) return;
      // The main region when there is one: the navbar is the same on every page.
      const main = page.locator('main').first();
      const shown = (await main.count().catch(() => 0)) > 0 ? main : page.locator('body');
      const snapshot = await shown.ariaSnapshot({ timeout: 2_000 }).catch((error: Error) => `(no snapshot: ${error.message})`);
      console.log(`[e2e] ${testInfo.title} failed at ${page.url()}; the page showed:\n${snapshot.slice(0, 4_000)}`);
    },
    { auto: true },
  ],
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
  openPage: async ({ browser }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({ viewport: VIEWPORT, ...options });
      opened.push(context);
      return withPage(context, await guard(context));
    });
    await Promise.all(opened.map((context) => context.close().catch(() => undefined)));
  },
  // eslint-disable-next-line no-empty-pattern -- no dependencies: it launches its own Chromium on its own profile
  openPersistent: async ({}, use) => {
    const opened: { context: BrowserContext; dir: string }[] = [];
    await use(async (options = {}) => {
      const dir = await mkdtemp(join(tmpdir(), 'freeplay-e2e-profile-'));
      const context = await chromium.launchPersistentContext(dir, {
        executablePath: findChromium(), headless: true, args: [...CHROMIUM_FLAGS], timeout: 30_000, viewport: VIEWPORT, ...options,
      });
      opened.push({ context, dir });
      return withPage(context, await guard(context));
    });
    for (const { context, dir } of opened) {
      await context.close().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    }
  },
  openWithToken: async ({ suite }, use) => use((page, route, token = suite.account.token) => openWithTokenAt(suite.baseUrl, page, route, token)),
  submitLogin: async ({ suite }, use) => use((page, credentials) => submitLoginAt(suite.baseUrl, page, credentials)),
  signIn: async ({ suite }, use) => use(async (page, credentials = suite.account) => {
    await submitLoginAt(suite.baseUrl, page, credentials);
    await page.waitForURL((url) => url.hash === '#/home');
  }),
});
