/**
 * Builds what the bench measures into a folder of its own: the server (tsc, as `npm run build`
 * does) and the app twice, with no list spinner and with the default one, each precompressed.
 * The folder gets a package.json (the server finds its dist/app from it) and a link to node_modules.
 */
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCommand } from './run-command.js';

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

const BUILD_TIMEOUT_MS = 240_000;

export interface BenchBuild {
  /** Holds package.json, node_modules (a link) and dist/. */
  root: string;
  /** The app built with VITE_LIST_SPINNER_MS=0 (the server's default static folder). */
  appDir: string;
  /** The app built with the default spinner (VITE_LIST_SPINNER_MS unset: 1000 ms). */
  spinnerAppDir: string;
}

function tool(path: string): string {
  return join(PROJECT_ROOT, 'node_modules', path);
}

/** Builds the app with vite into `outDir` and precompresses it; `spinnerMs` is VITE_LIST_SPINNER_MS (unset: the default, 1000 ms). */
export async function buildApp(outDir: string, spinnerMs: string | undefined): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  if (spinnerMs === undefined) delete env.VITE_LIST_SPINNER_MS;
  else env.VITE_LIST_SPINNER_MS = spinnerMs;
  const options = { cwd: PROJECT_ROOT, env, timeoutMs: BUILD_TIMEOUT_MS };
  await runCommand(process.execPath, [tool('vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'], options);
  await runCommand(process.execPath, [join(PROJECT_ROOT, 'scripts/precompress.mjs'), outDir], options);
}

/** Builds the server alone into `root` (an empty temporary folder): what bench/server-child.mjs runs. */
export async function buildServer(root: string): Promise<void> {
  await mkdir(root, { recursive: true });
  await writeFile(join(root, 'package.json'), `${JSON.stringify({ name: 'freeplay-bench-build', private: true, type: 'module' })}\n`);
  await symlink(join(PROJECT_ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  await runCommand(process.execPath, [tool('typescript/bin/tsc'), '-p', 'tsconfig.server.json', '--outDir', join(root, 'dist/server')], {
    cwd: PROJECT_ROOT,
    timeoutMs: BUILD_TIMEOUT_MS,
  });
}

/** Builds everything into `root` (an empty temporary folder), one step at a time (2 cores). */
export async function buildForBench(root: string): Promise<BenchBuild> {
  await buildServer(root);
  const appDir = join(root, 'dist/app');
  const spinnerAppDir = join(root, 'dist/app-spinner');
  await buildApp(appDir, '0');
  await buildApp(spinnerAppDir, undefined);
  return { root, appDir, spinnerAppDir };
}
