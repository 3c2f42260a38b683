/**
 * Builds the app and the server the way `npm run build` does, but into a folder of the suite's own
 * (under node_modules/.cache), so a build by anyone else in the checkout never swaps files under a
 * running journey, and the suite's short-spinner build never lands in the project's dist/.
 * The unit tests' check of the production build reads this same app build (tests/build/pwa-build.test.ts),
 * so `npm test` builds the app once: whichever comes first builds, the others reuse it while no
 * source is newer than it.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestSourceTime } from '../../../scripts/build-if-stale.mjs';

const PROJECT_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const BUILD_ROOT = join(PROJECT_ROOT, 'node_modules/.cache/freeplay-e2e');

const BUILD_TIMEOUT_MS = 240_000;

/** Client build settings for one build, e.g. { VITE_LIST_SPINNER_MS: '50' }; undefined removes a variable. */
export type BuildEnv = Record<string, string | undefined>;

/** The list spinner of the suite's build: short, so list pages do not each cost the default second. */
export const SPINNER_MS = 50;

/** The settings of the build every journey runs against (the update journey makes another). */
export const SUITE_BUILD: BuildEnv = { VITE_LIST_SPINNER_MS: String(SPINNER_MS) };

/** Runs a build step; resolves with what it printed. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: string[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), BUILD_TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolvePromise(output.join(''));
      else reject(new Error(`${[command, ...args].join(' ')} failed (${code ?? signal}):\n${output.join('').slice(-4_000)}`));
    });
  });
}

function buildEnv(overrides: BuildEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

/** The suite's app build, which every worker serves. */
export const APP_DIR = join(BUILD_ROOT, 'dist/app');
/** The settings of the app build in APP_DIR; its time is when that build started. */
const STAMP = join(BUILD_ROOT, 'app-build.json');
/** What Vite printed at its warning level while making the build in APP_DIR. */
export const APP_BUILD_LOG = join(BUILD_ROOT, 'app-build.log');
/** Where the suite's app build, its stamp and its log wait while a journey serves another (rebuildOverSuite). */
const KEPT_SUITE_DIR = join(BUILD_ROOT, 'kept-suite');
const KEPT = [[APP_DIR, 'app'], [STAMP, 'app-build.json'], [APP_BUILD_LOG, 'app-build.log']] as const;

/** The client bundle (vite build, service worker included) into BUILD_ROOT/dist/app, then precompressed as `npm run build` does. */
export async function buildApp(overrides: BuildEnv): Promise<void> {
  const outDir = APP_DIR;
  const env = buildEnv(overrides);
  const started = Date.now();
  rmSync(STAMP, { force: true });
  // A new suite build outdates one kept aside by a run that ended before putting it back.
  if (stampOf(overrides) === stampOf(SUITE_BUILD)) rmSync(KEPT_SUITE_DIR, { recursive: true, force: true });
  mkdirSync(BUILD_ROOT, { recursive: true });
  const log = await run(process.execPath, [join(PROJECT_ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], env);
  writeFileSync(APP_BUILD_LOG, log);
  const precompress = join(PROJECT_ROOT, 'scripts/precompress.mjs');
  if (existsSync(precompress)) await run(process.execPath, [precompress, outDir], env);
  writeFileSync(STAMP, stampOf(overrides));
  // Dated when the build started: a source saved while it ran is newer, so the build is not reused.
  utimesSync(STAMP, started / 1000, started / 1000);
}

function stampOf(overrides: BuildEnv): string {
  return JSON.stringify(Object.entries(overrides).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/**
 * Builds the app with other settings over the suite's build, which is moved aside first (once), so
 * restoreSuiteBuild() can put it back without building it again, for the next run that reuses it.
 */
export async function rebuildOverSuite(overrides: BuildEnv): Promise<void> {
  if (!existsSync(KEPT_SUITE_DIR) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === stampOf(SUITE_BUILD)) {
    mkdirSync(KEPT_SUITE_DIR);
    for (const [path, name] of KEPT) if (existsSync(path)) renameSync(path, join(KEPT_SUITE_DIR, name));
  }
  await buildApp(overrides);
}

/** Puts back the suite's build that rebuildOverSuite() moved aside, if it did, stamp and log included. */
export function restoreSuiteBuild(): void {
  if (!existsSync(KEPT_SUITE_DIR)) return;
  for (const [path] of KEPT) rmSync(path, { recursive: true, force: true });
  for (const [path, name] of KEPT) if (existsSync(join(KEPT_SUITE_DIR, name))) renameSync(join(KEPT_SUITE_DIR, name), path);
  rmSync(KEPT_SUITE_DIR, { recursive: true, force: true });
}

/**
 * For people iterating on the suite (E2E_REUSE_BUILD=1): true when BUILD_ROOT already holds a
 * complete build made with these settings, whatever changed since.
 */
export function reusableBuild(overrides: BuildEnv): boolean {
  if (!existsSync(join(BUILD_ROOT, 'dist/server/server/main.js')) || !existsSync(STAMP)) return false;
  return readFileSync(STAMP, 'utf8') === stampOf(overrides);
}

/** True when APP_DIR holds an app build made with these settings and no source changed since it started. */
export function freshAppBuild(overrides: BuildEnv): boolean {
  if (!existsSync(STAMP) || !existsSync(APP_BUILD_LOG) || readFileSync(STAMP, 'utf8') !== stampOf(overrides)) return false;
  return newestSourceTime(PROJECT_ROOT) < statSync(STAMP).mtimeMs;
}

/** The server (tsc) into BUILD_ROOT/dist/server; BUILD_ROOT gets a package.json so the server finds dist/app there. */
export async function buildServer(): Promise<void> {
  mkdirSync(BUILD_ROOT, { recursive: true });
  writeFileSync(join(BUILD_ROOT, 'package.json'), `${JSON.stringify({ name: 'freeplay-e2e-build', private: true, type: 'module' }, null, 2)}\n`);
  await run(process.execPath, [join(PROJECT_ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.server.json', '--outDir', join(BUILD_ROOT, 'dist/server')], buildEnv({}));
}
