/**
 * Crash safety of the library: the server (as production runs it) is killed with SIGKILL while 200
 * library writes from four people are in flight, then started again on the same database. Every
 * write that was answered 200 is there as it was answered, nothing appears that nobody sent, and
 * SQLite's integrity check says ok. The same on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { LibraryEntry, LibraryPage } from '../../src/contract/library.js';
import { TEST_DATABASE_URL } from '../server/helpers/databases.js';
import { makeTempDir, removeTempDirs } from '../server/helpers/temp-dir.js';
import { createHttpClient, jsonOf, type HttpClient } from './support/http-client.js';
import { createPgSchema, type PgSchema } from './support/pg-schema.js';
import { sqliteIntegrity } from './support/sqlite-integrity.js';
import { killAllServers, ServerProcess } from '../../tools/server-process.js';

const PEOPLE = 4;
const WRITES_EACH = 50;
/** Kill once this many writes have been answered 200: the rest are in flight or queued. */
const KILL_AFTER = 60;
const JWT_SECRET = 'library-crash-secret-0123456789abcdefghij';
const STATUSES = ['want', 'playing', 'played', 'dropped'] as const;

afterEach(killAllServers);
afterAll(removeTempDirs);

interface Write {
  token: string;
  gameId: number;
  body: { status: string; rating: number | null; note: string; updated_at: number; op_id: string };
  answered?: LibraryEntry;
}

async function signIn(client: HttpClient, index: number, run: string): Promise<string> {
  const body = { first_name: 'Crash', last_name: `Lib${index}`, age: 30, email: `libcrash${index}.${run}@example.com`, password: 'crash123' };
  expect((await client.postJson('/user/signup', body)).status).toBe(201);
  return (jsonOf(await client.postJson('/user/signin', { email: body.email, password: body.password })) as { token: string }).token;
}

/** Signs four people in, sends their 200 writes at once over 20 connections and kills the server mid-way. */
async function writeAndKill(env: Record<string, string>): Promise<Write[]> {
  const server = await ServerProcess.start({ env });
  const client = createHttpClient(server.url, { sockets: 20, timeoutMs: 60_000 });
  const run = randomBytes(3).toString('hex');
  const tokens = await Promise.all(Array.from({ length: PEOPLE }, (_, index) => signIn(client, index, run)));
  const writes: Write[] = tokens.flatMap((token, person) =>
    Array.from({ length: WRITES_EACH }, (_, index) => ({
      token,
      gameId: 100 + index,
      body: { status: STATUSES[(person + index) % 4] ?? 'want', rating: (index % 5) + 1, note: `note ${person}/${index}\nkept`, updated_at: Date.now() - 1000 + index, op_id: `${run}-${person}-${index}` },
    })),
  );
  let ok = 0;
  let killing: Promise<void> | undefined;
  await Promise.all(
    writes.map(async (write) => {
      try {
        const answer = await client.send({
          method: 'PUT', path: `/user/library/${write.gameId}`, body: JSON.stringify(write.body),
          headers: { 'content-type': 'application/json', authorization: `Bearer ${write.token}` },
        });
        if (answer.status !== 200) throw new Error(`answered ${answer.status}: ${answer.text}`);
        write.answered = LibraryEntry.create(jsonOf(answer));
        if ((ok += 1) === KILL_AFTER) killing = server.kill9();
      } catch (error) {
        // Only the kill may end a write without an answer.
        if (!killing) throw error;
      }
    }),
  );
  await (killing ?? server.kill9());
  client.close();
  return writes;
}

/** Restarts on the same settings and reads every person's library. */
async function restartAndRead(env: Record<string, string>, writes: Write[]): Promise<Map<string, LibraryEntry[]>> {
  const server = await ServerProcess.start({ env });
  const client = createHttpClient(server.url, { timeoutMs: 60_000 });
  try {
    const libraries = new Map<string, LibraryEntry[]>();
    for (const token of new Set(writes.map((write) => write.token))) {
      const answer = await client.get('/user/library', { authorization: `Bearer ${token}` });
      expect(answer.status).toBe(200);
      libraries.set(token, LibraryPage.create(jsonOf(answer)).entries);
    }
    return libraries;
  } finally {
    client.close();
    await server.stop();
  }
}

function expectEveryAnsweredWrite(writes: Write[], libraries: Map<string, LibraryEntry[]>) {
  const answered = writes.filter((write) => write.answered);
  const stored = [...libraries.values()].flat();
  console.info(`library crash: ${answered.length} of ${writes.length} writes answered 200 before the kill, ${stored.length} entries stored after the restart`);
  expect(answered.length).toBeGreaterThanOrEqual(KILL_AFTER);
  expect(answered.length).toBeLessThan(writes.length);
  for (const write of answered) {
    expect(libraries.get(write.token)?.find((entry) => entry.game_id === write.gameId)).toEqual(write.answered);
  }
  // Whatever else is stored is a write that was sent, complete.
  for (const [token, entries] of libraries) {
    for (const entry of entries) {
      const sent = writes.find((write) => write.token === token && write.gameId === entry.game_id);
      expect(sent, `entry ${entry.game_id} was sent`).toBeDefined();
      expect(entry).toMatchObject({ status: sent?.body.status, rating: sent?.body.rating, note: sent?.body.note, deleted: false });
    }
  }
}

describe('kill -9 during 200 library writes, then a restart', () => {
  it('on SQLite: every write answered 200 is there, nothing else appears, integrity ok', async () => {
    const env = { DATA_DIR: makeTempDir(), JWT_SECRET };
    const writes = await writeAndKill(env);
    expectEveryAnsweredWrite(writes, await restartAndRead(env, writes));
    expect(sqliteIntegrity(env.DATA_DIR)).toEqual(['ok']);
  }, 120_000);

  describe.skipIf(!TEST_DATABASE_URL)('on PostgreSQL', () => {
    let schema: PgSchema | undefined;
    afterAll(async () => {
      await schema?.drop();
    });

    it('every write answered 200 is there, nothing else appears', async () => {
      schema = await createPgSchema();
      const env = { DATA_DIR: makeTempDir(), JWT_SECRET, DATABASE_URL: schema.url };
      const writes = await writeAndKill(env);
      expectEveryAnsweredWrite(writes, await restartAndRead(env, writes));
    }, 120_000);
  });
});
