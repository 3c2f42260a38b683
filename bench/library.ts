/**
 * The library rows: PUT /user/library throughput and p99 at 50 connections (ten people writing to
 * games 1 to 3,000, so inserts and updates mix; every request a fresh op_id and the current time),
 * then GET /user/library of a 500-entry library. Runs on a server whose per-user write limit is
 * lifted (a bench-only setting passed in BENCH_SERVER_OPTIONS; bench/README.md, "Library"), since 120
 * writes a minute per person would otherwise be all it measures.
 */
import { randomBytes } from 'node:crypto';
import { createSession, type Session } from '../tools/account.js';
import { runLoad, type LoadResult } from './load.js';

export const LIBRARY_BENCH = { writers: 10, putConnections: 50, putSeconds: 10, getConnections: 10, getSeconds: 5, entries: 500, games: 3000 } as const;

/** CPU time per answered request of one leg (ms). */
export interface LegCpu {
  /** The server process's, from /proc: what one core can carry, whatever else runs. */
  serverMs?: number;
  /** This process's, which runs autocannon on the same cores: whether the load generator is the limit. */
  loadGeneratorMs?: number;
}

export interface LibraryReport {
  database: string;
  put: LoadResult;
  get: LoadResult;
  putCpu: LegCpu;
  getCpu: LegCpu;
}

/** Reads the server process's CPU time (ms), when it can. */
export type CpuClock = () => number | undefined;

async function withCpu(cpu: CpuClock, leg: () => Promise<LoadResult>): Promise<[LoadResult, LegCpu]> {
  const before = cpu();
  const own = process.cpuUsage();
  const result = await leg();
  const after = cpu();
  const { user, system } = process.cpuUsage(own);
  if (result.requests === 0) return [result, {}];
  return [result, {
    serverMs: before === undefined || after === undefined ? undefined : (after - before) / result.requests,
    loadGeneratorMs: (user + system) / 1000 / result.requests,
  }];
}

const STATUSES = ['want', 'playing', 'played', 'dropped'] as const;

async function send(url: string, token: string, method: string, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body), signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
}

/** Fills one library with `entries` games through the batch route (100 operations a request). */
async function fill(serverUrl: string, session: Session, entries: number): Promise<void> {
  for (let start = 0; start < entries; start += 100) {
    const ops = Array.from({ length: Math.min(100, entries - start) }, (_, index) => ({
      op: 'put', game_id: start + index + 1, status: STATUSES[index % 4], rating: (index % 5) + 1, note: `Note for game ${start + index + 1}`,
      updated_at: Date.now(), op_id: `fill-${start + index}`,
    }));
    await send(`${serverUrl}/user/library/batch`, session.token, 'POST', { ops });
  }
}

export async function measureLibrary(serverUrl: string, database: string, cpu: CpuClock): Promise<LibraryReport> {
  const writers: Session[] = [];
  for (let index = 0; index < LIBRARY_BENCH.writers; index += 1) writers.push(await createSession(serverUrl, `library${index}-`));
  const run = randomBytes(4).toString('hex');
  let sent = 0;
  const [put, putCpu] = await withCpu(cpu, () => runLoad({
    url: serverUrl,
    connections: LIBRARY_BENCH.putConnections,
    durationS: LIBRARY_BENCH.putSeconds,
    makeRequest: () => {
      sent += 1;
      const writer = writers[sent % writers.length];
      const gameId = 1 + Math.floor(Math.random() * LIBRARY_BENCH.games);
      return {
        method: 'PUT',
        path: `/user/library/${gameId}`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${writer?.token ?? ''}` },
        body: JSON.stringify({ status: STATUSES[sent % 4], rating: null, note: 'bench', updated_at: Date.now(), op_id: `${run}-${sent}` }),
      };
    },
  }));

  const reader = await createSession(serverUrl, 'library-reader-');
  await fill(serverUrl, reader, LIBRARY_BENCH.entries);
  const [get, getCpu] = await withCpu(cpu, () => runLoad({
    url: `${serverUrl}/user/library`,
    connections: LIBRARY_BENCH.getConnections,
    durationS: LIBRARY_BENCH.getSeconds,
    headers: { authorization: `Bearer ${reader.token}` },
  }));
  return { database, put, get, putCpu, getCpu };
}
