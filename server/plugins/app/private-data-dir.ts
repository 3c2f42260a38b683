/**
 * DATA_DIR and what it keeps (the SQLite database with its -wal and -shm files, the generated JWT
 * key, the catalogue index) are the owner's alone: the folder is created with mode 0700, and at
 * every start a folder or file that others may read (made by an older release, a restored backup
 * or a careless copy) is tightened to 0700 / 0600. Runs before anything opens those files. Only
 * what exposed data is a warning: a folder made here, or an empty one a person just made, is not.
 */
import { chmod, mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { SQLITE_FILE_NAME } from '../../db/open-database.js';
import { JWT_SECRET_FILE_NAME } from '../../security/jwt-secret.js';
import { CATALOGUE_INDEX_FILE } from '../../games/catalogue-index/catalogue-index-file.js';

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

interface Tightened {
  /** Private files that others could read: worth a warning. */
  exposed: { path: string; from: string }[];
  /** The folder's own mode, when it was looser: a warning only where it held private files. */
  folder: { path: string; from: string } | undefined;
}

/**
 * Creates `dataDir` owner-only, or tightens it and its private files. A folder made here, just
 * now, is owner-only and empty: nothing to check.
 */
async function securePrivateDataDir(dataDir: string): Promise<Tightened> {
  const created = await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  if (created !== undefined) return { exposed: [], folder: undefined };
  const exposed: { path: string; from: string }[] = [];
  for (const name of PRIVATE_FILES) {
    const change = await tighten(join(dataDir, name), PRIVATE_FILE_MODE);
    if (change) exposed.push(change);
  }
  return { exposed, folder: await tighten(dataDir, PRIVATE_DIR_MODE) };
}

/** Whether the folder holds any of the private files (an empty one, just made by a person, exposed nothing). */
async function holdsPrivateFiles(dataDir: string): Promise<boolean> {
  const present = await Promise.all(PRIVATE_FILES.map((name) => stat(join(dataDir, name)).then(() => true, () => false)));
  return present.includes(true);
}

export const privateDataDirPlugin = fp<{ dataDir: string }>(
  async (app, { dataDir }) => {
    try {
      const { exposed, folder } = await securePrivateDataDir(dataDir);
      for (const { path, from } of exposed) app.log.warn({ path, from }, 'tightened a data file others could read');
      if (folder && (exposed.length > 0 || (await holdsPrivateFiles(dataDir)))) app.log.warn(folder, 'tightened a data folder others could read');
      else if (folder) app.log.info(folder, 'made the new data folder owner-only');
    } catch (error) {
      // Not ours to change (another owner): say so, and start anyway; the files still work.
      if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
      app.log.warn({ dataDir, err: error }, 'could not make DATA_DIR owner-only; check who owns it');
    }
  },
  { name: 'private-data-dir' },
);
