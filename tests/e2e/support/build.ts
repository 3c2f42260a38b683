/**
 * Builds the app and the server the way `npm run build` does, but into a folder of the suite's own
 * (under node_modules/.cache), so a build by anyone else in the checkout never swaps files under a
 * running journey, and the suite's short-spinner build never lands in the project's dist/.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const BUILD_ROOT = join(PROJECT_ROOT, 'node_modules/.cache/freeplay-e2e');

const BUILD_TIMEOUT_MS = 240_000;

/** Client build settings for one build, e.g. { VITE_LIST_SPINNER_MS: '50' }; undefined removes a variable. */
export type BuildEnv = Record<string, string | undefined>;

/** The list spinner of the suite's build: short, so list pages do not each cost the spec's second. */
export const SPINNER_MS = 50;

/** The settings of the build every journey runs against (the update journey makes another). */
export const SUITE_BUILD: BuildEnv = { VITE_LIST_SPINNER_MS: String(SPINNER_MS) };

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
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
      if (code === 0) resolvePromise();
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

/** The client bundle (vite build, service worker included) into BUILD_ROOT/dist/app, then precompressed as `npm run build` does. */
export async function buildApp(overrides: BuildEnv): Promise<void> {
  const outDir = join(BUILD_ROOT, 'dist/app');
  const env = buildEnv(overrides);
  rmSync(STAMP, { force: true });
  await run(process.execPath, [join(PROJECT_ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'], env);
  const precompress = join(PROJECT_ROOT, 'scripts/precompress.mjs');
  if (existsSync(precompress)) await run(process.execPath, [precompress, outDir], env);
  writeFileSync(STAMP, stampOf(overrides));
}

const STAMP = join(BUILD_ROOT, 'app-build.json');

function stampOf(overrides: BuildEnv): string {
  return JSON.stringify(Object.entries(overrides).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/**
 * For people iterating on the suite (E2E_REUSE_BUILD=1): true when BUILD_ROOT already holds a
 * complete build made with these settings, so the set-up may skip building.
 */
export function reusableBuild(overrides: BuildEnv): boolean {
  if (!existsSync(join(BUILD_ROOT, 'dist/server/server/main.js')) || !existsSync(STAMP)) return false;
  return readFileSync(STAMP, 'utf8') === stampOf(overrides);
}

/** The server (tsc) into BUILD_ROOT/dist/server; BUILD_ROOT gets a package.json so the server finds dist/app there. */
export async function buildServer(): Promise<void> {
  mkdirSync(BUILD_ROOT, { recursive: true });
  writeFileSync(join(BUILD_ROOT, 'package.json'), `${JSON.stringify({ name: 'freeplay-e2e-build', private: true, type: 'module' }, null, 2)}\n`);
  await run(process.execPath, [join(PROJECT_ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.server.json', '--outDir', join(BUILD_ROOT, 'dist/server')], buildEnv({}));
}
