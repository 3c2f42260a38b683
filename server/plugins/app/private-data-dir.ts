/**
 * DATA_DIR and what it keeps (the SQLite database with its -wal and -shm files, the generated JWT
 * key, the catalogue index) are the owner's alone: the folder is created with mode 0700, and at
 * every start a folder or file that others may read (made by an older release, a restored backup
 * or a careless copy) is tightened to 0700 / 0600. Runs before anything opens those files.
 */
import { chmod, mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { SQLITE_FILE_NAME } from '../../db/open-database.js';
import { JWT_SECRET_FILE_NAME } from '../../security/jwt-secret.js';
import { CATALOGUE_INDEX_FILE } from './catalogue-index-file.js';

const PRIVATE_DIR_MODE = 0o700;
const PRIVATE_FILE_MODE = 0o600;

const PRIVATE_FILES = [SQLITE_FILE_NAME, `${SQLITE_FILE_NAME}-wal`, `${SQLITE_FILE_NAME}-shm`, JWT_SECRET_FILE_NAME, CATALOGUE_INDEX_FILE];

/** Sets `mode` on `path` when it exists and grants more than that; answers what it changed. */
async function tighten(path: string, mode: number): Promise<{ path: string; from: string } | undefined> {
  const info = await stat(path).catch(() => undefined);
  if (!info || (info.mode & 0o777 & ~mode) === 0) return undefined;
  await chmod(path, mode);
  return { path, from: (info.mode & 0o777).toString(8) };
}

/** Creates `dataDir` owner-only, or tightens it and its private files; answers what was tightened. */
async function securePrivateDataDir(dataDir: string): Promise<{ path: string; from: string }[]> {
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const changed = [await tighten(dataDir, PRIVATE_DIR_MODE)];
  for (const name of PRIVATE_FILES) changed.push(await tighten(join(dataDir, name), PRIVATE_FILE_MODE));
  return changed.filter((change) => change !== undefined);
}

export const privateDataDirPlugin = fp<{ dataDir: string }>(
  async (app, { dataDir }) => {
    try {
      for (const { path, from } of await securePrivateDataDir(dataDir)) app.log.warn({ path, from }, 'tightened a data file others could read');
    } catch (error) {
      // Not ours to change (another owner): say so, and start anyway; the files still work.
      if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
      app.log.warn({ dataDir, err: error }, 'could not make DATA_DIR owner-only; check who owns it');
    }
  },
  { name: 'private-data-dir' },
);
