// Two devices and the server, driven by fast-check: random changes, offline periods (requests that
// never arrive), responses and pulls delivered late, twice or out of order, skewed clocks. After the
// network heals, every device shows the server's library, and no change a device made is lost
// unless a later change to that game replaced it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRACKED_STATUSES, type LibraryEntry, type LibraryOp, type LibraryOpResult } from '../../../src/contract';
import type { GameRecord, LibraryEdit } from '../../../src/library/local-entry';
import { applyResponse, applyEdit, applyRemote, LibraryEditError, opFor } from '../../../src/library/merge';
import { createFakeLibraryServer } from './fake-library-server';

const GAMES = [1, 2, 3];
const USER = 'ada';
const TOKEN = 'token-ada';

interface Device {
  records: Map<number, GameRecord>;
  clock: number;
  online: boolean;
  cursor: string | undefined;
  /** Responses and pages on their way to the device, in any order. */
  inbox: ({ kind: 'response'; ops: LibraryOp[]; results: LibraryOpResult[] } | { kind: 'page'; entries: LibraryEntry[]; cursor: string; full: boolean })[];
  /** Every change it made that the server must keep unless something later replaced it. */
  made: LibraryOp[];
}

const edit = fc.oneof(
  fc.constantFrom(...TRACKED_STATUSES).map((status): LibraryEdit => ({ kind: 'status', status })),
  fc.constant<LibraryEdit>({ kind: 'remove' }),
  fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }).map((rating): LibraryEdit => ({ kind: 'rating', rating })),
  fc.constantFrom('', 'fun', 'grindy').map((note): LibraryEdit => ({ kind: 'note', note })),
);
const device = fc.constantFrom(0, 1);
const step = fc.oneof(
  { weight: 5, arbitrary: fc.record({ type: fc.constant('edit' as const), device, game: fc.constantFrom(...GAMES), edit, tick: fc.integer({ min: 0, max: 50 }) }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('send' as const), device }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('pull' as const), device }) },
  { weight: 4, arbitrary: fc.record({ type: fc.constant('deliver' as const), device, pick: fc.nat(), duplicate: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('network' as const), device, online: fc.boolean() }) },
);

type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

function run(steps: Step[], skews: [number, number], serverClock: { now: number }) {
  const server = createFakeLibraryServer({ clock: () => serverClock.now });
  server.addUser(TOKEN, USER);
  const devices: Device[] = skews.map((skew) => ({ records: new Map(), clock: 1_000 + skew, online: true, cursor: undefined, inbox: [], made: [] }));
  let opIds = 0;
  /** Removals that reached the server only while it had no entry for the game: those store nothing (docs/decisions.md). */
  const removalsOfNothing = new Set<string>();
  const removalsKept = new Set<string>();

  const send = (d: Device) => {
    if (!d.online) return; // the request never reaches the server
    const ops = [...d.records.values()].map(opFor).filter((op): op is LibraryOp => op !== undefined);
    if (ops.length === 0) return;
    const results = ops.map((op) => {
      if (op.op === 'delete') (server.entries(USER).has(op.game_id) ? removalsKept : removalsOfNothing).add(op.op_id);
      return server.apply(USER, op);
    });
    d.inbox.push({ kind: 'response', ops, results });
  };
  const pull = async (d: Device) => {
    if (!d.online) return;
    const page = await server.api.pull(TOKEN, d.cursor);
    d.inbox.push({ kind: 'page', entries: page.entries, cursor: page.cursor, full: d.cursor === undefined });
  };
  const deliver = (d: Device, pick: number, duplicate: boolean) => {
    if (d.inbox.length === 0) return;
    const index = pick % d.inbox.length;
    const message = d.inbox[index];
    if (!message) return;
    if (!duplicate) d.inbox.splice(index, 1);
    if (message.kind === 'response') {
      message.ops.forEach((op, i) => {
        const result = message.results[i];
        const before = d.records.get(op.game_id);
        if (!result || !before) return;
        const after = applyResponse(before, op.op_id, result).record;
        if (after) d.records.set(op.game_id, after);
        else d.records.delete(op.game_id);
      });
    } else {
      const present = new Set(message.entries.map((entry) => entry.game_id));
      for (const entry of message.entries) d.records.set(entry.game_id, applyRemote(d.records.get(entry.game_id), entry));
      if (message.full) for (const [id, record] of d.records) if (!present.has(id) && record.opId === undefined) d.records.delete(id);
      d.cursor = message.cursor;
    }
  };

  return {
    server,
    devices,
    storedNothing: (op: LibraryOp) => removalsOfNothing.has(op.op_id) && !removalsKept.has(op.op_id),
    async play() {
      for (const s of steps) {
        const d = devices[s.device];
        if (!d) continue;
        serverClock.now += 7;
        if (s.type === 'edit') {
          d.clock += s.tick;
          let next: GameRecord | undefined;
          try {
            next = applyEdit(d.records.get(s.game), s.game, s.edit, d.clock, `op-${++opIds}`);
          } catch (error) {
            if (!(error instanceof LibraryEditError)) throw error;
            continue; // e.g. a rating on an untracked game: refused, nothing written
          }
          if (!next) continue;
          d.records.set(s.game, next);
          const op = opFor(next);
          if (op) d.made.push(op);
        } else if (s.type === 'send') send(d);
        else if (s.type === 'pull') await pull(d);
        else if (s.type === 'deliver') deliver(d, s.pick, s.duplicate);
        else d.online = s.online;
      }
      // The network heals: late messages arrive, then each device drains and pulls until quiet.
      for (const d of devices) {
        d.online = true;
        while (d.inbox.length > 0) deliver(d, 0, false);
      }
      for (let round = 0; round < 4; round++) {
        for (const d of devices) {
          send(d);
          while (d.inbox.length > 0) deliver(d, 0, false);
          await pull(d);
          while (d.inbox.length > 0) deliver(d, 0, false);
        }
      }
    },
  };
}

const view = (records: Map<number, GameRecord>) =>
  [...records.values()]
    .filter((record) => !record.entry.deleted)
    .map(({ entry }) => [entry.game_id, entry.status, entry.rating, entry.note, entry.updated_at] as const)
    .sort((a, b) => a[0] - b[0]);

describe('sync convergence (property)', () => {
  it('every device converges on the server library and no change is lost unless a later one replaced it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 60 }), fc.tuple(fc.integer({ min: -500, max: 500 }), fc.integer({ min: -500, max: 500 })), async (steps, skews) => {
        // The server's clock runs ahead of both devices, so it never clamps here (merge.test.ts covers clamping).
        const world = run(steps, skews, { now: 10_000_000 });
        await world.play();
        const onServer = view(new Map([...world.server.live(USER)].map(([id, entry]) => [id, { entry, changedElsewhere: false }])));
        for (const d of world.devices) {
          expect(view(d.records)).toEqual(onServer);
          expect([...d.records.values()].filter((record) => record.opId !== undefined)).toEqual([]);
        }
        // No change lost: the server holds each change made, or one at least as late for that game.
        const stored = world.server.entries(USER);
        for (const d of world.devices) {
          for (const op of d.made) {
            const entry = stored.get(op.game_id);
            // A removal of a game the server did not have stores nothing, and neither do the changes
            // it replaced, so a put from the other device that arrives after it stands, however old.
            const replacedByRemoval = (later: LibraryOp) => later.game_id === op.game_id && later.op === 'delete' && later.updated_at >= op.updated_at;
            if (d.made.some((later) => replacedByRemoval(later) && (!entry || world.storedNothing(later)))) continue;
            expect(entry, `game ${op.game_id} was changed but the server has nothing`).toBeDefined();
            expect(entry?.updated_at).toBeGreaterThanOrEqual(op.updated_at);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
