// Convergence on the real thing: several devices, each with its own IndexedDB (fake-indexeddb) and
// the app's own sync code (sync-run's drainOutbox and pullChanges, the outbox in library-db, the
// merge rules), against the whole server on SQLite and, with TEST_DATABASE_URL, PostgreSQL. fast-check
// drives random edits, offline periods, answers lost after the server committed the write (a kill
// between the write and its answer), requests delivered twice, and device clocks skewed by up to
// ±10 minutes. After the network heals, every device shows the server's library, nothing is left
// pending, and no write the server acknowledged is lost: each field the server answered for an op
// is on the server still, or a later change to that field replaced it.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fieldTime, LIBRARY_FIELDS, TRACKED_STATUSES, type LibraryEntry } from '../../../src/contract';
import { createLibraryApi } from '../../../src/library/library-api';
import { createLibraryDb } from '../../../src/library/library-db';
import type { LibraryEdit } from '../../../src/library/local-entry';
import { applyEdit, LibraryEditError } from '../../../src/library/merge';
import { drainOutbox, pullChanges } from '../../../src/library/sync-run';
import { databaseFixtures } from '../helpers/databases.js';
import { removeTempDirs } from '../helpers/temp-dir.js';
import { buildTestApp, postJson, signupBody, testConfig } from '../helpers/test-app.js';

const RUNS = Number(process.env.CONVERGENCE_RUNS ?? 200);
const GAMES = [1, 2];
const SKEW = 10 * 60 * 1000;

type Network = 'up' | 'offline' | 'answer-lost' | 'twice';

const edit = fc.oneof(
  fc.constantFrom(...TRACKED_STATUSES).map((status): LibraryEdit => ({ kind: 'status', status })),
  fc.constant<LibraryEdit>({ kind: 'remove' }),
  fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }).map((rating): LibraryEdit => ({ kind: 'rating', rating })),
  fc.constantFrom('', 'fun', 'Great with friends').map((note): LibraryEdit => ({ kind: 'note', note })),
);
const step = fc.oneof(
  { weight: 5, arbitrary: fc.record({ type: fc.constant('edit' as const), device: fc.nat(2), game: fc.constantFrom(...GAMES), edit, tick: fc.integer({ min: 0, max: 3_000 }) }) },
  { weight: 4, arbitrary: fc.record({ type: fc.constant('sync' as const), device: fc.nat(2), network: fc.constantFrom<Network>('up', 'up', 'offline', 'answer-lost', 'twice') }) },
);

afterAll(removeTempDirs);

for (const fixture of databaseFixtures()) {
  describe.skipIf(!fixture.available)(`convergence through the real sync code and server on ${fixture.name}`, () => {
    let app: FastifyInstance;
    let serverNow = Date.UTC(2031, 0, 1);
    let network: Network = 'up';
    let users = 0;

    beforeAll(async () => {
      await fixture.setUp();
      const database = await fixture.open();
      const roomy = { limit: 1_000_000, windowMs: 60_000 };
      app = buildTestApp(testConfig(), { database, now: () => serverNow, rateLimits: { libraryWritesPerUser: roomy, libraryReadsPerUser: roomy, signupPerIp: roomy, signinPerIp: roomy } });
      await app.ready();
      // The app's HTTP client asks same-origin paths; here they go into the app, through the network the step chose.
      vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
        if (network === 'offline') throw new TypeError('Failed to fetch');
        const send = () => app.inject({ method: (init.method ?? 'GET') as 'GET' | 'POST', url, headers: init.headers as Record<string, string>, payload: typeof init.body === 'string' ? init.body : undefined });
        const answer = await send();
        if (network === 'twice') await send();
        // The server committed the write, then died before its answer left.
        if (network === 'answer-lost') throw new TypeError('Failed to fetch');
        return new Response(answer.body, { status: answer.statusCode, headers: { 'content-type': 'application/json' } });
      });
    });
    afterAll(async () => {
      vi.unstubAllGlobals();
      await app.close();
      await fixture.tearDown();
    });

    async function account(): Promise<{ token: string; userId: string }> {
      const body = signupBody();
      await postJson(app, '/user/signup', body, `10.7.${Math.floor(users / 250)}.${(users % 250) + 1}`);
      const { token } = (await postJson(app, '/user/signin', { email: body.email, password: body.password }, `10.6.${Math.floor(users / 250)}.${(users++ % 250) + 1}`)).json<{ token: string }>();
      const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
      return { token, userId: payload.sub };
    }

    it(`every device ends with the server's library and no acknowledged write is lost (${RUNS} runs)`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), fc.tuple(fc.integer({ min: -SKEW, max: SKEW }), fc.integer({ min: -SKEW, max: SKEW }), fc.integer({ min: -SKEW, max: SKEW })), async (steps, skews) => {
          const session = await account();
          const api = createLibraryApi();
          let opIds = 0;
          const acknowledged: { game: number; entry: LibraryEntry }[] = [];
          const devices = skews.map((skew) => ({ db: createLibraryDb(`convergence-${session.userId}-${skew}-${Math.random()}`), skew }));
          const context = (device: (typeof devices)[number]) => ({
            db: device.db, api, userId: session.userId, token: session.token,
            written: () => undefined,
          });
          const syncDevice = async (device: (typeof devices)[number]) => {
            // drainOutbox adopts each answer it gets: those are the acknowledged writes.
            const before = (await device.db.load(session.userId)).records;
            await drainOutbox(context(device)).catch(() => undefined);
            const after = (await device.db.load(session.userId)).records;
            for (const [game, record] of before) {
              const now = after.get(game);
              if (record.opId !== undefined && now && now.opId === undefined) acknowledged.push({ game, entry: now.entry });
            }
            await pullChanges(context(device)).catch(() => undefined);
          };
          for (const s of steps) {
            serverNow += 1_000;
            const device = devices[s.device % devices.length];
            if (!device) continue;
            if (s.type === 'edit') {
              serverNow += s.tick;
              try {
                await device.db.mutate(session.userId, [s.game], (stored) => {
                  const next = applyEdit(stored.get(s.game), s.game, s.edit, serverNow + device.skew, `op-${++opIds}`);
                  return { put: next ? [next] : [], result: undefined };
                });
              } catch (error) {
                if (!(error instanceof LibraryEditError)) throw error;
              }
            } else {
              network = s.network;
              await syncDevice(device);
              network = 'up';
            }
          }
          // The network heals: each device syncs, twice round, so each sees the others' last changes.
          for (let round = 0; round < 2; round++) for (const device of devices) await syncDevice(device);

          const server = (await api.pull(session.token, undefined)).entries;
          const view = (entries: LibraryEntry[]) => entries.filter((entry) => !entry.deleted).map((entry) => [entry.game_id, entry.status, entry.rating, entry.note]).sort();
          for (const device of devices) {
            const { records } = await device.db.load(session.userId);
            expect([...records.values()].filter((record) => record.opId !== undefined)).toEqual([]);
            expect(view([...records.values()].map((record) => record.entry))).toEqual(view(server));
          }
          const stored = new Map((await api.pull(session.token, '0')).entries.map((entry) => [entry.game_id, entry]));
          for (const { game, entry } of acknowledged) {
            // A removal of a game the server never had is answered but not kept (by design), so another device's older add stands.
            if (entry.deleted && entry.status === null) continue;
            const now = stored.get(game);
            for (const field of LIBRARY_FIELDS) {
              // Gone only when a later change to that field (or a later removal) replaced it.
              if (now) expect(fieldTime(now, field)).toBeGreaterThanOrEqual(fieldTime(entry, field));
              else expect(entry.deleted).toBe(true);
            }
          }
        }),
        { numRuns: RUNS },
      );
    }, 240_000);
  });
}
