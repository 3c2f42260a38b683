/**
 * DATA_DIR is the owner's alone: a folder and files left readable by others (an older release, a
 * restored backup) are tightened at start, and new ones are made owner-only.
 */
import { chmodSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogueIndexFile } from '../../server/games/catalogue-index/catalogue-index-file.js';
import type { CatalogueIndex } from '../../src/contract/catalogue.js';
import { loadJwtSecret } from '../../server/security/jwt-secret.js';
import { makeTempDir, removeTempDirs } from './helpers/temp-dir.js';
import { buildTestApp, postJson, signupBody, testConfig } from './helpers/test-app.js';

const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);

afterAll(removeTempDirs);

describe('the data folder', () => {
  it('is tightened at start when an existing folder, database, key or index is readable by others', async () => {
    const dataDir = join(makeTempDir(), 'data');
    const config = testConfig({ dataDir, jwtSecret: undefined });
    const first = buildTestApp(config);
    expect((await postJson(first, '/user/signup', signupBody())).statusCode).toBe(201);
    await first.close();
    // As an older release or a copy would leave them; the -wal and -shm of a process that crashed stay behind.
    writeFileSync(join(dataDir, 'catalogue-index.json'), '{}');
    for (const name of ['freeplay.db-wal', 'freeplay.db-shm']) writeFileSync(join(dataDir, name), '');
    const files = ['freeplay.db', 'freeplay.db-wal', 'freeplay.db-shm', 'jwt-secret', 'catalogue-index.json'];
    chmodSync(dataDir, 0o755);
    for (const name of files) chmodSync(join(dataDir, name), 0o644);
    const again = buildTestApp(config);
    await again.ready();
    expect(mode(dataDir)).toBe('700');
    for (const name of files) expect(mode(join(dataDir, name)), name).toBe('600');
    // And it still works: the accounts and the key are the same.
    expect((await postJson(again, '/user/signup', signupBody())).statusCode).toBe(201);
    await again.close();
  });

  it('leaves a folder and files that are already owner-only (or stricter) as they are', async () => {
    const dataDir = makeTempDir();
    chmodSync(dataDir, 0o500 | 0o200);
    writeFileSync(join(dataDir, 'jwt-secret'), 'k'.repeat(64), { mode: 0o400 });
    const app = buildTestApp(testConfig({ dataDir, jwtSecret: undefined }));
    await app.ready();
    expect(mode(dataDir)).toBe('700');
    expect(mode(join(dataDir, 'jwt-secret'))).toBe('400');
    await app.close();
  });

  it('is created owner-only by whichever part writes to it first, with owner-only files', async () => {
    const forKey = join(makeTempDir(), 'new', 'data');
    await loadJwtSecret(forKey);
    expect(mode(forKey)).toBe('700');
    expect(mode(join(forKey, 'jwt-secret'))).toBe('600');

    const forIndex = join(makeTempDir(), 'new', 'data');
    await catalogueIndexFile(forIndex).write({ games: [] } as unknown as CatalogueIndex);
    expect(mode(forIndex)).toBe('700');
    expect(mode(join(forIndex, 'catalogue-index.json'))).toBe('600');

    const forApp = join(makeTempDir(), 'data');
    mkdirSync(join(forApp, '..'), { recursive: true });
    const app = buildTestApp(testConfig({ dataDir: forApp, databaseUrl: undefined }));
    await app.ready();
    expect(mode(forApp)).toBe('700');
    expect(mode(join(forApp, 'freeplay.db'))).toBe('600');
    await app.close();
  });

  it('warns about what others could read, and only that: not a folder it made, nor an empty one a person just made', async () => {
    /** Starts the app on `dataDir`, stops it, and answers its lines at warning level and above. */
    const warnings = async (dataDir: string) => {
      const lines: { level: number; msg: string; path?: string }[] = [];
      const app = buildTestApp(testConfig({ dataDir, jwtSecret: undefined }), { logger: { level: 'info', stream: { write: (line) => void lines.push(JSON.parse(line) as { level: number; msg: string }) } } });
      await app.ready();
      await app.close();
      return lines.filter((line) => line.level >= 40).map((line) => `${line.msg} ${line.path ?? ''}`.trim());
    };

    // Made by the server, then started again: owner-only from the start, nothing to say.
    const fresh = join(makeTempDir(), 'data');
    expect(await warnings(fresh)).toEqual([]);
    expect(await warnings(fresh)).toEqual([]);

    // An empty folder a person made with `mkdir data` (0755): made owner-only without a warning.
    const made = join(makeTempDir(), 'data');
    mkdirSync(made, { mode: 0o755 });
    chmodSync(made, 0o755);
    expect(await warnings(made)).toEqual([]);
    expect(mode(made)).toBe('700');

    // A folder whose files others could read: each named in a warning, the folder too.
    chmodSync(made, 0o755);
    chmodSync(join(made, 'jwt-secret'), 0o644);
    expect(await warnings(made)).toEqual([`tightened a data file others could read ${join(made, 'jwt-secret')}`, `tightened a data folder others could read ${made}`]);
  });
});
