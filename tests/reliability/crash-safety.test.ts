/**
 * Crash safety: the server (as production runs it, with production password hashing) is killed with
 * SIGKILL while 50 sign-ups are in flight, then started again on the same database. Every sign-up
 * that was answered 201 can sign in, no account appears that nobody asked for, any account whose
 * answer was lost is complete (it signs in too), and SQLite's integrity check says ok. The same on
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { SQLITE_FILE_NAME } from '../../server/db/open-database.js';
import { TEST_DATABASE_URL } from '../server/helpers/databases.js';
import { makeTempDir, removeTempDirs } from '../server/helpers/temp-dir.js';
import { createHttpClient, type RawAnswer } from './support/http-client.js';
import { createPgSchema, type PgSchema } from './support/pg-schema.js';
import { sqliteIntegrity } from './support/sqlite-integrity.js';
import { killAllServers, ServerProcess } from '../../tools/server-process.js';

const SIGNUPS = 50;
/** Kill once this many sign-ups have been answered 201: the rest are still hashing or queued. */
const KILL_AFTER = 10;
const PASSWORD = 'crash123';
const JWT_SECRET = 'crash-test-secret-0123456789abcdefghijklmn';

if (!TEST_DATABASE_URL) console.warn('NOTICE: TEST_DATABASE_URL is not set, so the PostgreSQL crash-safety test is skipped.');

afterEach(killAllServers);
afterAll(removeTempDirs);

interface Outcome {
  email: string;
  answer?: RawAnswer;
  error?: string;
}

/** Starts the server, sends the sign-ups (each from its own loopback address), kills it mid-way. */
async function signUpAndKill(env: Record<string, string>): Promise<Outcome[]> {
  const server = await ServerProcess.start({ env });
  const client = createHttpClient(server.url, { timeoutMs: 60_000 });
  const run = randomBytes(3).toString('hex');
  let created = 0;
  let killing: Promise<void> | undefined;
  const outcomes = await Promise.all(
    Array.from({ length: SIGNUPS }, async (_, index): Promise<Outcome> => {
      const email = `crash${index}.${run}@example.com`;
      const body = { first_name: 'Crash', last_name: `Test${index}`, age: 30, email, password: PASSWORD };
      try {
        const answer = await client.send({
          method: 'POST', path: '/user/signup', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
          fresh: true, from: `127.10.0.${index + 1}`,
        });
        if (answer.status === 201 && (created += 1) === KILL_AFTER) killing = server.kill9();
        return { email, answer };
      } catch (error) {
        return { email, error: (error as Error).message };
      }
    }),
  );
  // Had every sign-up finished first, it still ends with a kill, and the check below says so.
  await (killing ?? server.kill9());
  client.close();
  return outcomes;
}

/**
 * Restarts on the same settings (the database is opened, and its log recovered, before the server
 * listens), reads the stored emails and signs in with each (each from its own address).
 */
async function restartAndSignIn(env: Record<string, string>, readStored: () => Promise<string[]>) {
  const server = await ServerProcess.start({ env });
  const client = createHttpClient(server.url, { timeoutMs: 60_000 });
  try {
    const emails = await readStored();
    const statuses = await Promise.all(
      emails.map(async (email, index) => {
        const answer = await client.send({
          method: 'POST', path: '/user/signin', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }),
          fresh: true, from: `127.11.0.${index + 1}`,
        });
        return [email, answer.status] as const;
      }),
    );
    return { stored: emails, signins: new Map(statuses) };
  } finally {
    client.close();
    await server.stop();
  }
}

function expectCrashSafe(outcomes: Outcome[], stored: string[], signins: Map<string, number>) {
  const answered = outcomes.filter((outcome) => outcome.answer);
  const created = answered.filter((outcome) => outcome.answer?.status === 201).map((outcome) => outcome.email);
  console.info(`crash: ${created.length} answered 201, ${SIGNUPS - answered.length} unanswered at the kill, ${stored.length} accounts stored`);
  // The kill came mid-way: some were answered, some were not.
  expect(created.length).toBeGreaterThanOrEqual(KILL_AFTER);
  expect(answered.length).toBeLessThan(SIGNUPS);
  // Every answer before the kill was a success (distinct emails, distinct addresses).
  expect(answered.map((outcome) => outcome.answer?.status).filter((status) => status !== 201)).toEqual([]);
  // Every 201 is stored; nothing is stored that nobody asked for.
  expect(stored).toEqual(expect.arrayContaining(created));
  expect(stored.filter((email) => !outcomes.some((outcome) => outcome.email === email))).toEqual([]);
  // Every stored account is complete: it signs in, answered or not.
  expect([...signins.entries()].filter(([, status]) => status !== 200)).toEqual([]);
}

describe('kill -9 during 50 sign-ups, then a restart', () => {
  it('on SQLite: every 201 signs in, nothing else appears, stored accounts are complete, integrity ok', async () => {
    const env = { DATA_DIR: makeTempDir(), JWT_SECRET };
    const file = join(env.DATA_DIR, SQLITE_FILE_NAME);
    const outcomes = await signUpAndKill(env);
    const { stored, signins } = await restartAndSignIn(env, async () => {
      const db = new Database(file, { readonly: true, fileMustExist: true });
      try {
        return db.prepare<[], string>('SELECT email FROM users ORDER BY email').pluck().all();
      } finally {
        db.close();
      }
    });
    expectCrashSafe(outcomes, stored, signins);

    expect(sqliteIntegrity(env.DATA_DIR)).toEqual(['ok']);
  }, 120_000);

  describe.skipIf(!TEST_DATABASE_URL)('on PostgreSQL', () => {
    let schema: PgSchema | undefined;
    afterAll(async () => {
      await schema?.drop();
    });

    it('every 201 signs in, nothing else appears, stored accounts are complete', async () => {
      schema = await createPgSchema();
      const env = { DATA_DIR: makeTempDir(), JWT_SECRET, DATABASE_URL: schema.url };
      const outcomes = await signUpAndKill(env);
      const { stored, signins } = await restartAndSignIn(env, () => schema?.emails() ?? Promise.resolve([]));
      expectCrashSafe(outcomes, stored, signins);
    }, 120_000);
  });
});
