import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../src/lib/http-client';
import { describeSync, problemFrom, type SyncFacts } from '../../../src/library/sync-status';

const facts = (over: Partial<SyncFacts> = {}): SyncFacts => ({ signedIn: true, ready: true, running: false, online: true, pending: 0, ...over });

describe('what the person sees of sync', () => {
  it('Saved on this device, then Syncing, then Synced', () => {
    expect(describeSync(facts({ pending: 1 })).state).toBe('local');
    expect(describeSync(facts({ pending: 1, running: true })).state).toBe('syncing');
    expect(describeSync(facts()).state).toBe('synced');
  });

  it('offline is not an error, and says how many changes wait', () => {
    expect(describeSync(facts({ online: false, pending: 3 }))).toEqual({
      state: 'offline',
      message: "You're offline. 3 changes are saved on this device and will sync when you're back online.",
    });
    const unreachable = problemFrom(new HttpError('no network', 'network'));
    expect(describeSync(facts({ pending: 1, problem: unreachable }))).toEqual({
      state: 'offline',
      message: "Can't reach Freeplay right now. 1 change is saved on this device and will sync when it's back.",
    });
    expect(describeSync(facts({ pending: 2, problem: unreachable })).message).toMatch(/^Can't reach Freeplay right now\. 2 changes are saved on this device/);
    expect(describeSync(facts({ problem: unreachable })).message).toBe("Can't reach Freeplay right now.");
  });

  it("a server failure is Couldn't sync with its message; the write limit only delays", () => {
    const failed = problemFrom(new HttpError('Something went wrong on our side.', 'http', 500));
    expect(describeSync(facts({ pending: 1, problem: failed }))).toEqual({ state: 'error', message: 'Something went wrong on our side.' });
    const throttled = problemFrom(new HttpError('Too many changes; try again in 30 seconds.', 'http', 429));
    expect(describeSync(facts({ pending: 150, problem: throttled }))).toEqual({ state: 'local', message: 'Too many changes; try again in 30 seconds.' });
  });

  it('a refused session asks to sign in again, saying the changes are kept', () => {
    const refused = problemFrom(new HttpError('Sign in again.', 'http', 401));
    expect(describeSync(facts({ signedIn: false, pending: 2, problem: refused })).message).toMatch(/Sign in again .* kept/);
    expect(describeSync(facts({ signedIn: false })).message).toBeUndefined();
  });

  it('a cancelled pass leaves no problem; a storage failure says so', () => {
    expect(problemFrom(new HttpError('cancelled', 'aborted'))).toBeUndefined();
    expect(problemFrom(new DOMException('QuotaExceededError'))?.message).toMatch(/Couldn't read or write your library on this device/);
  });
});
