// Each name the browser keeps something under is written once, in src/contract/storage-names.ts: a
// second spelling elsewhere would be a store that the clean-up, the Storage section or sign-out miss.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as STORAGE_NAMES from '../../src/contract/storage-names.js';

const ROOT = join(import.meta.dirname, '..', '..');
const HOME = 'src/contract/storage-names.ts';
/** Not stored names: the markers inside exported library and lists files, kept as files already carry them. */
const EXPORT_FORMAT_FILES = new Set(['src/library/transfer/export-library.ts', 'src/lists/lists-transfer.ts']);

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

describe('storage names', () => {
  it('no file of the app or the service worker spells a freeplay… name of its own', () => {
    const spelled = [...sources('src'), ...sources('sw')]
      .filter((file) => file !== HOME && !EXPORT_FORMAT_FILES.has(file))
      .flatMap((file) => [...readFileSync(join(ROOT, file), 'utf8').matchAll(/['"`]freeplay[-.][\w.-]*['"`]/g)].map((match) => `${file}: ${match[0]}`));
    expect(spelled).toEqual([]);
  });

  it('two names of one kind never collide', () => {
    const names = Object.entries(STORAGE_NAMES);
    const kinds: Record<string, RegExp> = { 'localStorage key': /_KEY$/, database: /_DB_NAME$/, cache: /_CACHE_NAME$/, channel: /_CHANNEL$/ };
    for (const [kind, pattern] of Object.entries(kinds)) {
      const values = names.filter(([name]) => pattern.test(name)).map(([, value]) => value);
      expect(values.length, kind).toBeGreaterThan(0);
      expect(new Set(values).size, kind).toBe(values.length);
    }
  });
});
