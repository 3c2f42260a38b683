/**
 * The last good catalogue index on disk, so a restart answers at once instead of waiting about
 * 12 s of rate-limited calls. Written to a temporary file and renamed, so a crash mid-write never
 * leaves a torn copy; read back through the shared schema, so a damaged file is ignored.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parseCatalogueIndex, type CatalogueIndex } from '../../../src/contract/catalogue.js';

export const CATALOGUE_INDEX_FILE = 'catalogue-index.json';

export interface CatalogueIndexFile {
  read(): Promise<CatalogueIndex | undefined>;
  write(index: CatalogueIndex): Promise<void>;
}

/** A stored copy's text as an index; malformed JSON, a schema failure or a partial index reads as undefined. */
export function parseStoredIndex(text: string): CatalogueIndex | undefined {
  try {
    const parsed = parseCatalogueIndex(JSON.parse(text));
    return parsed.ok && !parsed.value.partial ? parsed.value : undefined;
  } catch {
    return undefined;
  }
}

/** The index file in `dataDir`; a missing, unreadable or malformed file reads as undefined. */
export function catalogueIndexFile(dataDir: string): CatalogueIndexFile {
  const path = join(dataDir, CATALOGUE_INDEX_FILE);
  return {
    async read() {
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch {
        return undefined;
      }
      return parseStoredIndex(text);
    },
    async write(index) {
      // Owner-only, like everything in DATA_DIR (plugins/app/private-data-dir.ts).
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      const temporary = `${path}.${process.pid}.tmp`;
      await writeFile(temporary, JSON.stringify(index), { mode: 0o600 });
      await rename(temporary, path);
    },
  };
}

/** A copy kept in memory only, for set-ups with no data directory (tests of the games plugins alone). */
export function memoryIndexFile(): CatalogueIndexFile {
  let stored: CatalogueIndex | undefined;
  return {
    read: async () => stored,
    write: async (index) => void (stored = index),
  };
}
