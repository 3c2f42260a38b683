#!/usr/bin/env node
/**
 * `npm start`'s first step: builds the app and the server only when the build is missing or older
 * than its sources, so a production install (`npm ci --omit=dev`) over a built tree starts without
 * the build tools, and a fresh clone still builds on `npm install && npm start`.
 * Usage: node scripts/build-if-stale.mjs [project root]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the build is made from; a change to any of them makes the build stale. */
const SOURCES = ['src', 'sw', 'server', 'public', 'index.html', 'manifest.webmanifest', 'vite.config.ts', 'package.json', 'tsconfig.server.json', 'scripts/precompress.mjs'];
/** What the server needs of the build. */
const OUTPUTS = ['dist/app/index.html', 'dist/server/server/main.js'];

function newestTime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestTime(join(path, name))), stats.mtimeMs);
}

/** When the newest of the build's sources under `root` last changed (ms since the epoch). */
export function newestSourceTime(root) {
  return Math.max(...SOURCES.map((source) => newestTime(join(root, source))));
}

/** Why the build under `root` must be made again, or undefined while it is up to date. */
export function staleReason(root) {
  const missing = OUTPUTS.find((output) => !existsSync(join(root, output)));
  if (missing) return `${missing} is missing`;
  const built = Math.min(...OUTPUTS.map((output) => statSync(join(root, output)).mtimeMs));
  const changed = SOURCES.find((source) => newestTime(join(root, source)) > built);
  return changed ? `${changed} changed since the last build` : undefined;
}

function main(root) {
  const reason = staleReason(root);
  if (!reason) return 0;
  if (!existsSync(join(root, 'node_modules', '.bin', 'vite'))) {
    const built = OUTPUTS.every((output) => existsSync(join(root, output)));
    if (built) {
      console.warn(`freeplay: ${reason}, but the build tools are not installed (npm ci --omit=dev); serving the existing build.`);
      return 0;
    }
    console.error(`freeplay: ${reason} and the build tools are not installed: run \`npm install\`, then \`npm start\`.`);
    return 1;
  }
  console.log(`freeplay: building (${reason})…`);
  return spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status ?? 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(resolve(process.argv[2] ?? '.'));
}
