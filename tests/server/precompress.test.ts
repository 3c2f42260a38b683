import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir, removeTempDirs } from './helpers/temp-dir.js';

const run = promisify(execFile);
afterAll(removeTempDirs);

describe('scripts/precompress.mjs', () => {
  it('writes .br and .gz beside every compressible file over 1 KB, and nothing beside the rest', async () => {
    const dir = makeTempDir();
    mkdirSync(join(dir, 'assets'));
    const big = (unit: string) => unit.repeat(Math.ceil(3000 / unit.length));
    const compressible = {
      'index.html': big('<p>Free games</p>'),
      'assets/index-AbCd1234.js': big('export const x = 1;\n'),
      'assets/index-EfGh5678.css': big('.card{display:grid}\n'),
      'assets/logo-IjKl9012.svg': big('<path d="M0 0h10v10z"/>'),
      'manifest.webmanifest': big('{"name":"Freeplay"}'),
      'data.json': big('{"a":1},'),
      'robots.txt': big('User-agent: *\n'),
    };
    for (const [name, text] of Object.entries(compressible)) writeFileSync(join(dir, name), text);
    writeFileSync(join(dir, 'sw.js'), 'self.skipWaiting();');
    writeFileSync(join(dir, 'icon.png'), Buffer.alloc(4000, 7));

    const { stdout } = await run(process.execPath, ['scripts/precompress.mjs', dir]);
    expect(stdout).toMatch(/precompress: 7 files/);

    for (const [name, text] of Object.entries(compressible)) {
      expect(brotliDecompressSync(readFileSync(join(dir, `${name}.br`))).toString(), name).toBe(text);
      expect(gunzipSync(readFileSync(join(dir, `${name}.gz`))).toString(), name).toBe(text);
    }
    for (const name of ['sw.js', 'icon.png']) {
      expect(existsSync(join(dir, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`)), name).toBe(false);
    }
  });

  it('fails with a clear message when there is no build', async () => {
    await expect(run(process.execPath, ['scripts/precompress.mjs', join(makeTempDir(), 'missing')])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/does not exist; run vite build first/),
    });
  });
});
