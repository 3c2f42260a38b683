import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const SCRIPT = resolve('scripts/build-if-stale.mjs');
const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

function write(root: string, path: string, at: number): void {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, 'x');
  utimesSync(file, at / 1000, at / 1000);
}

const OUTPUTS = ['dist/app/index.html', 'dist/server/server/main.js'];

/**
 * A project tree: sources, maybe a build. Without `tools` it is what a production install leaves
 * (no build tools); with them, the `npm` the script finds first on its PATH is a stand-in that
 * prints its arguments and writes the outputs, so the test sees what would have been built.
 */
function project({ built, sourcesAt, builtAt = 2_000_000_000, tools = false }: { built: boolean; sourcesAt: number; builtAt?: number; tools?: boolean }): string {
  const root = mkdtempSync(join(tmpdir(), 'freeplay-start-'));
  roots.push(root);
  write(root, 'src/main.tsx', sourcesAt);
  write(root, 'server/main.ts', sourcesAt);
  if (tools) {
    write(root, 'node_modules/.bin/vite', sourcesAt);
    const npm = join(root, 'stand-in-bin', 'npm');
    mkdirSync(dirname(npm));
    writeFileSync(npm, `#!/bin/sh\necho "npm $*"\n${OUTPUTS.map((output) => `mkdir -p ${dirname(output)} && echo built > ${output}`).join('\n')}\n`, { mode: 0o755 });
  }
  for (const dir of ['src', 'server']) utimesSync(join(root, dir), sourcesAt / 1000, sourcesAt / 1000);
  if (built) for (const output of OUTPUTS) write(root, output, builtAt);
  return root;
}

const contents = (root: string) => OUTPUTS.map((output) => readFileSync(join(root, output), 'utf8').trim());

function start(root: string) {
  const path = `${join(root, 'stand-in-bin')}:${process.env.PATH ?? ''}`;
  const run = spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8', env: { ...process.env, PATH: path } });
  return { code: run.status, output: run.stdout + run.stderr };
}

describe('npm start builds only when it must', () => {
  it('serves a build newer than its sources without building or needing the build tools', () => {
    const { code, output } = start(project({ built: true, sourcesAt: 1_000_000_000 }));
    expect(code).toBe(0);
    expect(output).toBe('');
  });

  it('refuses, saying what to run, when nothing is built and the build tools are not installed', () => {
    const { code, output } = start(project({ built: false, sourcesAt: 1_000_000_000 }));
    expect(code).toBe(1);
    expect(output).toContain('dist/app/index.html is missing and the build tools are not installed: run `npm install`, then `npm start`.');
  });

  it('serves an older build with a warning when a source changed but the build tools are not installed', () => {
    const { code, output } = start(project({ built: true, sourcesAt: 2_100_000_000 }));
    expect(code).toBe(0);
    expect(output).toContain('src changed since the last build, but the build tools are not installed');
  });

  it('builds when nothing is built and the build tools are installed (a fresh clone after npm install)', () => {
    const root = project({ built: false, sourcesAt: 1_000_000_000, tools: true });
    const { code, output } = start(root);
    expect(code).toBe(0);
    expect(output).toContain('freeplay: building (dist/app/index.html is missing)');
    expect(output).toContain('npm run build');
    expect(contents(root)).toEqual(['built', 'built']);
  });

  it('builds again when a source is newer than the build and the build tools are installed', () => {
    const root = project({ built: true, sourcesAt: 2_100_000_000, tools: true });
    const { code, output } = start(root);
    expect(code).toBe(0);
    expect(output).toContain('freeplay: building (src changed since the last build)');
    expect(output).toContain('npm run build');
    expect(contents(root)).toEqual(['built', 'built']);
  });

  it('serves a build newer than its sources without building, even with the build tools installed', () => {
    const root = project({ built: true, sourcesAt: 1_000_000_000, tools: true });
    const { code, output } = start(root);
    expect(code).toBe(0);
    expect(output).toBe('');
    expect(contents(root)).toEqual(['x', 'x']);
  });
});
