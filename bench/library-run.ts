/**
 * `npm run bench:library`: the library rows alone (about a minute, or two with TEST_DATABASE_URL):
 * builds the server only, then measures PUT and GET /user/library on SQLite and PostgreSQL.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeUpstream } from '../tools/fake-upstream.js';
import { buildServer } from './build.js';
import { libraryRows } from './checks.js';
import { Cleanup } from './cleanup.js';
import { benchLibrary } from './library-servers.js';
import { formatTable } from './rows.js';

async function main(): Promise<void> {
  const cleanup = new Cleanup();
  const tmp = await mkdtemp(join(tmpdir(), 'freeplay-bench-library-'));
  cleanup.add('temporary folder', () => rm(tmp, { recursive: true, force: true }));
  try {
    await buildServer(join(tmp, 'build'));
    const fake = await startFakeUpstream();
    cleanup.add('fake games service', () => fake.close());
    const runs = await benchLibrary({ buildRoot: join(tmp, 'build'), tmp, upstreamUrl: fake.url, cleanup });
    const rows = runs.flatMap((run) => libraryRows(run.database, run.report));
    console.log(`\nFreeplay library bench, ${new Date().toISOString()}\n`);
    console.log(formatTable(rows));
    process.exitCode = rows.every((row) => row.pass) ? 0 : 1;
  } finally {
    await cleanup.runAll();
  }
}

void main();
