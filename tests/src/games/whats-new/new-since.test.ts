import { describe, expect, it } from 'vitest';
import type { CatalogueGame } from '../../../../src/contract';
import { continueVisit, newSince, parseVisitState, recordFirstSeen, VISIT_GAP_MS, type VisitState } from '../../../../src/games/whats-new/new-since';
import { indexGames } from '../browse/index-games';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 20, 18, 0);
const base = indexGames().slice(0, 4).map((game) => ({ ...game, release_date: '2020-01-01' }));
const game = (at: number, release: string): CatalogueGame => ({ ...(base[at] as CatalogueGame), release_date: release });

describe('visits', () => {
  it('starts a first visit with nothing before it, continues within the gap, and starts a new one after it', () => {
    const first = continueVisit(undefined, T0);
    expect(first).toEqual({ previousVisit: null, lastActive: T0, firstSeen: {} });
    const same = continueVisit(first, T0 + VISIT_GAP_MS);
    expect(same).toEqual({ previousVisit: null, lastActive: T0 + VISIT_GAP_MS, firstSeen: {} });
    const next = continueVisit(same, T0 + VISIT_GAP_MS + DAY);
    expect(next.previousVisit).toBe(T0 + VISIT_GAP_MS);
    expect(next.lastActive).toBe(T0 + VISIT_GAP_MS + DAY);
    // A clock set back never moves the last activity back.
    expect(continueVisit(next, T0).lastActive).toBe(next.lastActive);
  });

  it('counts the first index a device sees as known, later ids as first seen then, and forgets ids gone', () => {
    const first = recordFirstSeen(continueVisit(undefined, T0), [1, 2], T0);
    expect(first.firstSeen).toEqual({ 1: 0, 2: 0 });
    const later = recordFirstSeen(first, [2, 3], T0 + DAY);
    expect(later.firstSeen).toEqual({ 2: 0, 3: T0 + DAY });
  });
});

describe('newSince', () => {
  it('shows nothing on a first visit', () => {
    const state = recordFirstSeen(continueVisit(undefined, T0), base.map((g) => g.id), T0);
    expect(newSince(base, state, T0)).toEqual([]);
  });

  it('shows the games released after the previous visit (not future ones), and those first seen since, newest first', () => {
    const games = [game(0, '2026-11-22'), game(1, '2026-11-19'), game(2, '2099-01-01'), game(3, '2020-05-05')];
    const visit1 = recordFirstSeen(continueVisit(undefined, T0), games.slice(0, 3).map((g) => g.id), T0);
    const now = T0 + 3 * DAY;
    const visit2 = recordFirstSeen(continueVisit(visit1, now), games.map((g) => g.id), now);
    expect(visit2.previousVisit).toBe(T0);
    // Released on the 22nd (after the 20th, 18:00); game 3 is old but new to the index; the 19th and 2099 are not.
    expect(newSince(games, visit2, now).map((g) => g.id)).toEqual([games[0]?.id, games[3]?.id]);
  });

  it('keeps showing the same games for the whole visit, and none on the visit after', () => {
    const games = [game(0, '2026-11-22')];
    const visit1 = recordFirstSeen(continueVisit(undefined, T0), [games[0]?.id ?? 0], T0);
    const visit2 = continueVisit(visit1, T0 + 2 * DAY);
    expect(newSince(games, continueVisit(visit2, T0 + 2 * DAY + 10 * 60_000), T0 + 2 * DAY)).toHaveLength(1);
    expect(newSince(games, continueVisit(visit2, T0 + 4 * DAY), T0 + 4 * DAY)).toEqual([]);
  });
});

describe('parseVisitState (stored state is never trusted)', () => {
  const good: VisitState = { previousVisit: T0, lastActive: T0 + DAY, firstSeen: { 5: 0, 6: T0 }, seenAt: T0 + DAY };

  it('reads back what was written', () => {
    expect(parseVisitState(JSON.parse(JSON.stringify(good)))).toEqual(good);
    expect(parseVisitState({ previousVisit: null, lastActive: T0, firstSeen: {} })).toEqual({ previousVisit: null, lastActive: T0, firstSeen: {} });
  });

  it.each([
    ['null', null],
    ['an array', []],
    ['a string', 'visits'],
    ['no lastActive', { previousVisit: null, firstSeen: {} }],
    ['a text time', { ...good, lastActive: '2026-11-20' }],
    ['a negative time', { ...good, previousVisit: -5 }],
    ['an infinite time', { ...good, lastActive: Infinity }],
    ['firstSeen as a list', { ...good, firstSeen: [1, 2] }],
    ['a game id that is not a number', { ...good, firstSeen: { abc: 1 } }],
    ['a first-seen time that is text', { ...good, firstSeen: { 5: 'yesterday' } }],
    ['a bad seenAt', { ...good, seenAt: 'now' }],
  ])('ignores %s', (_name, raw) => {
    expect(parseVisitState(raw)).toBeUndefined();
  });
});
