/**
 * The app as another commit has it, for A/B runs: that commit's files (git archive) in a folder of
 * their own with a link to this checkout's node_modules, built and precompressed there as
 * bench/build.ts builds this tree (the production build, the default spinner).
 */
import { mkdir, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCommand } from './run-command.js';

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));
const TIMEOUT_MS = 240_000;

/** Builds the app of `ref` (a commit, branch or tag of this repository) under `folder`; resolves with its dist folder. */
export async function buildAppAtRef(ref: string, folder: string): Promise<string> {
  const source = join(folder, 'source');
  await mkdir(source, { recursive: true });
  await runCommand('sh', ['-c', 'git archive "$1" | tar -x -C "$2"', 'sh', ref, source], { cwd: PROJECT_ROOT, timeoutMs: TIMEOUT_MS });
  await symlink(join(PROJECT_ROOT, 'node_modules'), join(source, 'node_modules'), 'dir');
  const outDir = join(folder, 'app');
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  delete env.VITE_LIST_SPINNER_MS;
  await runCommand(process.execPath, [join(source, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'], { cwd: source, env, timeoutMs: TIMEOUT_MS });
  await runCommand(process.execPath, [join(source, 'scripts/precompress.mjs'), outDir], { cwd: source, env, timeoutMs: TIMEOUT_MS });
  return outDir;
}
