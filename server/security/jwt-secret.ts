import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { JWT_SECRET_MIN_LENGTH } from '../config.js';

/** The file in DATA_DIR that keeps the generated signing key. */
export const JWT_SECRET_FILE_NAME = 'jwt-secret';

/**
 * The signing key: JWT_SECRET when set; otherwise the one kept in DATA_DIR/jwt-secret, generated
 * (32 random bytes, hex) on the first start with mode 0600, so restarts keep everyone signed in.
 */
export async function loadJwtSecret(dataDir: string, configured?: string): Promise<string> {
  if (configured) return configured;
  const file = join(dataDir, JWT_SECRET_FILE_NAME);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  try {
    // 'wx' fails if the file exists, so two copies starting together cannot overwrite each other's key.
    await writeFile(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // Tighten a key file that someone made readable by others.
  if (((await stat(file)).mode & 0o077) !== 0) await chmod(file, 0o600);
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < JWT_SECRET_MIN_LENGTH) {
    throw new Error(`${file} holds a key shorter than ${JWT_SECRET_MIN_LENGTH} characters; delete the file to generate a new one`);
  }
  return secret;
}
