/**
 * The library's, the diary's and the lists' batches all write through the process's one slicer: each
 * operation asks it first, so a big batch on SQLite (whose statements run synchronously) gives the
 * event loop back between operations and /healthz answers while it runs. Here the slicer yields at
 * every step, as it does once a turn's 5 ms are used up.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { utcDate } from '../../../src/contract/diary.js';
import { evenPositions } from '../../../src/contract/list-positions.js';
import type { Database } from '../../../server/db/database.js';
import { openDatabase } from '../../../server/db/open-database.js';
import { processSlicer } from '../../../server/event-loop-slices.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { buildTestApp, postJson, signupBody, testConfig } from '../helpers/test-app.js';

const NOW = Date.now();
const OPS = 100;
let counter = 0;
const nextId = (prefix: string) => `${prefix}-${(counter += 1)}`;

let app: FastifyInstance;
let database: Database;
let games: number[] = [];

beforeAll(async () => {
  database = await openDatabase({ dataDir: makeTempDir() });
  app = buildTestApp(testConfig(), { database });
  await app.ready();
  games = ((await app.inject({ method: 'GET', url: '/api/catalogue' })).json() as { games: { id: number }[] }).games.map((game) => game.id);
});
afterAll(async () => {
  await app.close();
  await database.close();
  removeTempDirs();
});
afterEach(() => vi.restoreAllMocks());

async function signedIn(ip: string): Promise<string> {
  const body = signupBody();
  expect((await postJson(app, '/user/signup', body, ip)).statusCode).toBe(201);
  return (await postJson(app, '/user/signin', { email: body.email, password: body.password }, ip)).json<{ token: string }>().token;
}

/**
 * Lets the event loop turn, one turn at a time so the caller acts at the first turn `done` holds,
 * until it holds: at most 10 s and 100,000 turns. A request's signing in and reading may wait on
 * the thread pool, which a busy machine (the browser suites beside these tests) slows down far
 * more than a count of turns alone allowed for.
 */
async function turnsUntil(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (let turn = 0; turn < 100_000 && !done() && Date.now() < deadline; turn++) await nextTurn();
}

/**
 * Sends the batch with a slicer that yields at every step, and /healthz just after it: /healthz
 * must answer while the batch is still running, and every operation must have asked the slicer.
 */
async function healthAnswersDuring(url: string, token: string, ops: object[]): Promise<void> {
  const yields = vi.spyOn(processSlicer, 'yieldIfDue').mockImplementation(() => nextTurn());
  let batchDone = false;
  const batch = app.inject({ method: 'POST', url, payload: { ops }, headers: { authorization: `Bearer ${token}` } }).then((response) => {
    batchDone = true;
    return response;
  });
  // Once the batch has begun its writes, so /healthz arrives in the middle of them.
  await turnsUntil(() => yields.mock.calls.length >= 3);
  expect(yields.mock.calls.length).toBeGreaterThanOrEqual(3);
  const health = await app.inject({ method: 'GET', url: '/healthz' });
  expect(health.statusCode).toBe(200);
  expect(batchDone).toBe(false);
  const response = await batch;
  expect(response.statusCode).toBe(200);
  const results = (response.json() as { results: { status: number }[] }).results;
  expect(results).toHaveLength(ops.length);
  expect(results.every((result) => result.status === 200)).toBe(true);
  // One ask before the checks, and one before each operation.
  expect(yields.mock.calls.length).toBeGreaterThanOrEqual(ops.length + 1);
}

describe('batches yield to the event loop through the one slicer of the process', () => {
  it('a library batch', async () => {
    const token = await signedIn('10.41.0.1');
    const ops = Array.from({ length: OPS }, (_, index) => ({ op: 'put', game_id: index + 1, status: 'playing', updated_at: NOW - 1000, op_id: nextId('lib') }));
    await healthAnswersDuring('/user/library/batch', token, ops);
  });

  it('a diary batch', async () => {
    const token = await signedIn('10.41.0.2');
    const game = games[0];
    const ops = Array.from({ length: OPS }, () => ({ op: 'put', id: nextId('entry'), game_id: game, date: utcDate(NOW), note: 'Played a round.', updated_at: NOW - 1000, op_id: nextId('diary') }));
    await healthAnswersDuring('/user/diary/batch', token, ops);
  });

  it('a lists batch', async () => {
    const token = await signedIn('10.41.0.3');
    const listId = `list-${process.pid}-slices`;
    const list = { op: 'put-list', list_id: listId, name: 'Co-op nights', description: '', ranked: false, updated_at: NOW - 1000, op_id: nextId('list') };
    const items = evenPositions(OPS - 1).map((position, index) => ({ op: 'put-item', list_id: listId, game_id: index + 1, position, updated_at: NOW - 900, op_id: nextId('item') }));
    await healthAnswersDuring('/user/lists/batch', token, [list, ...items]);
  });
});

describe('pages of a pull on SQLite are read in slices', () => {
  it('answers /healthz in the middle of reading a 500-entry page of the library, and the page is whole', async () => {
    const token = await signedIn('10.41.0.4');
    const userId = (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;
    const note = 'n'.repeat(500);
    const rows = Array.from({ length: 600 }, (_, index) => ({
      user_id: userId, game_id: index + 1, status: 'played' as const, rating: 3, note, created_at: 1, updated_at: 1, deleted: 0 as const, seq: index + 1,
      status_updated_at: 1, rating_updated_at: 1, note_updated_at: 1,
    }));
    for (let start = 0; start < rows.length; start += 200) await database.kysely.insertInto('library_entries').values(rows.slice(start, start + 200)).execute();
    await database.kysely.insertInto('library_sequences').values({ user_id: userId, last_seq: rows.length, live_entries: rows.length }).execute();

    const yields = vi.spyOn(processSlicer, 'yieldIfDue').mockImplementation(() => nextTurn());
    let pageDone = false;
    const page = app.inject({ method: 'GET', url: '/user/library', headers: { authorization: `Bearer ${token}` } }).then((response) => {
      pageDone = true;
      return response;
    });
    await turnsUntil(() => yields.mock.calls.length >= 2);
    expect(yields.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect(pageDone).toBe(false);
    const body = (await page).json() as { entries: { game_id: number }[]; more: boolean };
    expect(body.entries.map((entry) => entry.game_id)).toEqual(rows.slice(0, 500).map((row) => row.game_id));
    expect(body.more).toBe(true);
  });
});
