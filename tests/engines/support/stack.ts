/**
 * What the cross-engine journeys run against: the real server, over its own copy of the end-to-end
 * suite's build (tests/e2e/support/build.ts), pointed at a fake games service on loopback whose
 * catalogue is the project's fixture catalogue with game 901 (a PC game with requirements and
 * screenshots) named Warframe, so a misspelled real title can be searched for. One account is
 * signed up over HTTP.
 */
import { appendFile, copyFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { signUp } from '../../../tools/account.js';
import { fixtureCatalogue } from '../../../tools/fixtures/fixture-catalogue.js';
import { startFakeUpstream, type FakeUpstream } from '../../../tools/fake-upstream.js';
import { toCatalogue, type RawGame } from '../../../server/games/demo/raw-catalogue.js';
import { ServerProcess } from '../../../tools/server-process.js';
import { BUILD_ROOT } from '../../e2e/support/build.js';

export const WARFRAME_ID = 901;
export const WARFRAME = 'Warframe';

export interface Stack {
  baseUrl: string;
  server: ServerProcess;
  account: { email: string; password: string };
  /** A folder for files a journey hands the browser (an import), removed with the stack. */
  scratchDir: string;
  /** Resolves when one more sign-in keeps within the server's per-address limit (SIGN_INS_PER_MINUTE). */
  signInSlot(): Promise<void>;
  /** The app's URL for a hash route: appUrl('/all') is http://127.0.0.1:port/#/all. */
  appUrl(route: string): string;
  /** Deploys a new version of the app: its service worker script changes, and the server restarts to serve it. */
  deployUpdate(): Promise<void>;
  close(): Promise<void>;
}

/** Games served: enough for every list and Browse, few enough that Save for offline (every thumbnail through the server's four-calls-a-second gate) takes seconds. */
const GAMES_SERVED = 40;

function withWarframe(game: RawGame): RawGame {
  if (game.item.id !== WARFRAME_ID) return game;
  return { ...game, item: { ...game.item, title: WARFRAME }, detail: { ...game.detail, title: WARFRAME } };
}

/** The server allows 10 sign-ins a minute per address (server/security/rate-limits.ts); the journeys, all from 127.0.0.1, keep under it. */
const SIGN_INS_PER_MINUTE = 9;
const MINUTE_MS = 60_000;

function signInPacer(): () => Promise<void> {
  const times: number[] = [];
  return async () => {
    while (times.length >= SIGN_INS_PER_MINUTE) {
      const wait = (times[0] ?? 0) + MINUTE_MS - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      times.shift();
    }
    times.push(Date.now());
  };
}

/** The quirk games (ids 901-908, Warframe among them) and the first generated ones, up to GAMES_SERVED. */
function smallCatalogue(): RawGame[] {
  const games = fixtureCatalogue().games;
  const quirks = games.filter((game) => game.item.id >= 901 && game.item.id <= 908);
  const generated = games.filter((game) => game.item.id < 900).slice(0, GAMES_SERVED - quirks.length);
  return [...generated, ...quirks].map(withWarframe);
}

/**
 * A copy of the suite's build for one stack, so a deploy changes only what that stack serves. It
 * sits beside the build, under node_modules/.cache, where the server still finds its packages.
 */
async function copyBuild(): Promise<string> {
  const root = await mkdtemp(join(dirname(BUILD_ROOT), 'freeplay-engines-build-'));
  await copyFile(join(BUILD_ROOT, 'package.json'), join(root, 'package.json'));
  await cp(join(BUILD_ROOT, 'dist'), join(root, 'dist'), { recursive: true });
  return root;
}

const INDEX_WAIT_MS = 60_000;

/**
 * Waits until the server's catalogue index is complete. A fresh server builds it first, through the
 * games service's four-calls-a-second gate, and until then a picture waits behind those calls for
 * up to 10 s and may fail: the journeys run against a server that has finished starting, as a
 * person's visit mostly does.
 */
async function indexComplete(baseUrl: string): Promise<void> {
  const deadline = Date.now() + INDEX_WAIT_MS;
  let last = 'no answer';
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/api/catalogue`).catch((error: unknown) => error as Error);
    if (response instanceof Error) last = response.message;
    else if (!response.ok) last = `HTTP ${response.status}`;
    else if ((await response.json() as { partial?: boolean }).partial) last = 'partial';
    else return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server's catalogue index was not complete within ${INDEX_WAIT_MS} ms (last: ${last})`);
}

export async function startStack(): Promise<Stack> {
  const fake: FakeUpstream = await startFakeUpstream({ catalogue: toCatalogue(smallCatalogue()) });
  const dataDir = await mkdtemp(join(tmpdir(), 'freeplay-engines-'));
  const buildRoot = await copyBuild();
  const server = await ServerProcess.start({
    args: [join(buildRoot, 'dist/server/server/main.js')],
    cwd: buildRoot,
    env: { NODE_ENV: 'production', GAMES_SOURCE: 'freetogame', DATA_DIR: dataDir, FREETOGAME_API_URL: fake.url, LOG_LEVEL: 'warn' },
  });
  await indexComplete(server.url);
  const account = await signUp(server.url, 'engines');
  return {
    baseUrl: server.url,
    server,
    account,
    scratchDir: dataDir,
    signInSlot: signInPacer(),
    appUrl: (route) => `${server.url}/#${route}`,
    async deployUpdate() {
      // A byte of the worker's script changed is a new version to the browser. The server reads the
      // app into memory at its start, precompressed copies included: those go, and it restarts.
      const worker = join(buildRoot, 'dist/app/sw.js');
      await appendFile(worker, `\n// deployed ${new Date().toISOString()}\n`);
      await Promise.all(['.br', '.gz'].map((suffix) => rm(worker + suffix, { force: true })));
      await server.restart();
    },
    async close() {
      await server.stop();
      await fake.close();
      await rm(dataDir, { recursive: true, force: true });
      await rm(buildRoot, { recursive: true, force: true });
    },
  };
}
