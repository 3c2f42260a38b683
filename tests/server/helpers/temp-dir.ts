import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made: string[] = [];

/** A fresh empty folder under the OS temp dir; removeTempDirs() deletes every one made. */
export function makeTempDir(label = 'freeplay-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), label));
  made.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}
