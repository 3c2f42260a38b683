import { afterEach, describe, expect, it } from 'vitest';
import { VISIT_GAP_MS } from '../../../../src/games/whats-new/new-since';
import { trackVisits } from '../../../../src/games/whats-new/track-visits';
import { readVisitState, VISIT_KEY } from '../../../../src/games/whats-new/visit-store';

const T0 = Date.UTC(2026, 10, 24, 9, 0);
let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  localStorage.clear();
});

describe('trackVisits', () => {
  it('keeps a visit going on every page, so a long session is one visit', () => {
    let clock = T0;
    stop = trackVisits(() => clock);
    expect(readVisitState()).toMatchObject({ previousVisit: null, lastActive: T0 });
    // Two hours of use on other pages, a route change every 20 minutes.
    for (let step = 1; step <= 6; step += 1) {
      clock = T0 + step * 20 * 60_000;
      dispatchEvent(new HashChangeEvent('hashchange'));
    }
    expect(readVisitState()).toMatchObject({ previousVisit: null, lastActive: T0 + 120 * 60_000 });
    // Back the next day: a new visit, which began after the last activity of this one.
    clock = T0 + 120 * 60_000 + VISIT_GAP_MS + 1;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(readVisitState()).toMatchObject({ previousVisit: T0 + 120 * 60_000, lastActive: clock });
  });

  it('writes at most once a minute, and starts afresh over damaged storage', () => {
    localStorage.setItem(VISIT_KEY, 'not json');
    let clock = T0;
    stop = trackVisits(() => clock);
    expect(readVisitState()?.lastActive).toBe(T0);
    clock = T0 + 30_000;
    dispatchEvent(new HashChangeEvent('hashchange'));
    expect(readVisitState()?.lastActive).toBe(T0);
  });
});
