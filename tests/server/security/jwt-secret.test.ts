import { chmodSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { JWT_SECRET_FILE_NAME, loadJwtSecret } from '../../../server/security/jwt-secret.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

afterAll(removeTempDirs);

describe('JWT secret', () => {
  it('is generated once (32+ random bytes) into DATA_DIR/jwt-secret with mode 0600, then reused', async () => {
    const dataDir = join(makeTempDir(), 'data');
    const first = await loadJwtSecret(dataDir);
    const file = join(dataDir, JWT_SECRET_FILE_NAME);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await loadJwtSecret(dataDir)).toBe(first);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
  });

  it('gives every data folder its own secret, and two starts at once agree on one', async () => {
    const dataDir = makeTempDir();
    const [a, b] = await Promise.all([loadJwtSecret(dataDir), loadJwtSecret(dataDir)]);
    expect(a).toBe(b);
    expect(await loadJwtSecret(makeTempDir())).not.toBe(a);
  });

  it('uses JWT_SECRET when set and writes no file', async () => {
    const dataDir = makeTempDir();
    expect(await loadJwtSecret(dataDir, 'x'.repeat(40))).toBe('x'.repeat(40));
    expect(() => statSync(join(dataDir, JWT_SECRET_FILE_NAME))).toThrow();
  });

  it('tightens a key file readable by others back to 0600', async () => {
    const dataDir = makeTempDir();
    await loadJwtSecret(dataDir);
    const file = join(dataDir, JWT_SECRET_FILE_NAME);
    chmodSync(file, 0o644);
    await loadJwtSecret(dataDir);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('refuses a key file holding a key too short to be safe', async () => {
    const dataDir = makeTempDir();
    writeFileSync(join(dataDir, JWT_SECRET_FILE_NAME), 'short\n', { mode: 0o600 });
    await expect(loadJwtSecret(dataDir)).rejects.toThrow(/shorter than 32 characters; delete the file/);
  });
});
