/**
 * Runs the library measurements on a server of their own per database: SQLite always, PostgreSQL
 * too when TEST_DATABASE_URL is set (in a schema made for the run and dropped after it).
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import type { Cleanup } from './cleanup.js';
import { measureLibrary, type LibraryReport } from './library.js';
import { phase, type Outcome } from './phase.js';
import { startBenchServer } from './bench-server.js';

const LIFTED = { limit: 1_000_000, windowMs: 60_000 };

export interface LibraryRun {
  database: string;
  report: Outcome<LibraryReport>;
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function onServer(options: { buildRoot: string; tmp: string; upstreamUrl: string; cleanup: Cleanup; databaseUrl?: string }, database: string) {
  const server = await startBenchServer({
    buildRoot: options.buildRoot,
    dataDir: join(options.tmp, `data-library-${database}`),
    upstreamUrl: options.upstreamUrl,
    logFile: join(options.tmp, `server-library-${database}.log`),
    rateLimits: { libraryWritesPerUser: LIFTED, libraryWritesPerAddress: LIFTED, libraryReadsPerUser: LIFTED, signupPerIp: LIFTED, signinPerIp: LIFTED },
    databaseUrl: options.databaseUrl,
  });
  const stop = options.cleanup.add(`library server ${server.pid}`, () => server.stop());
  try {
    return await measureLibrary(server.url, database, () => server.cpuMs());
  } finally {
    await stop();
  }
}

export async function benchLibrary(options: { buildRoot: string; tmp: string; upstreamUrl: string; cleanup: Cleanup }): Promise<LibraryRun[]> {
  const runs: LibraryRun[] = [{ database: 'SQLite', report: await phase('library on SQLite', 120_000, () => onServer(options, 'SQLite')) }];
  const url = process.env.TEST_DATABASE_URL?.trim();
  if (!url) return runs;
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const report = await phase('library on PostgreSQL', 120_000, async () => {
    await admin(url, `CREATE SCHEMA ${schema}`);
    const drop = options.cleanup.add(`schema ${schema}`, () => admin(url, `DROP SCHEMA IF EXISTS ${schema} CASCADE`));
    try {
      const databaseUrl = `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
      return await onServer({ ...options, databaseUrl }, 'PostgreSQL');
    } finally {
      await drop();
    }
  });
  return [...runs, { database: 'PostgreSQL', report }];
}
