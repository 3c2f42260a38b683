/**
 * The one back-off every automatic sync attempt passes through (docs/architecture.md, "When it
 * syncs"): after a failure the next attempt waits 2 s, then 4, 8, 16, up to 30 s, each ±20% so
 * many devices do not retry in step, or longer when the server sent Retry-After. The state lives
 * in localStorage, so the tabs of one browser share it: read under the sync lock, a tab that waited
 * for the lock sees another tab's failure and does not try again at once.
 */
import { SYNC_BACKOFF_KEY } from '../contract/storage-names';

/** What a failed attempt was, as the feature words it. */
export interface BackoffProblem {
  kind: string;
  message: string;
}

const BACKOFF_BASE_MS = 2_000;
const BACKOFF_MAX_MS = 30_000;
const JITTER = 0.2;
/** The library's key; another synced feature passes its own, so their pauses stay apart. */
const LIBRARY_STORAGE_KEY = SYNC_BACKOFF_KEY;
// A failure this long ago says nothing about the server now: the pauses start small again.
const FORGET_AFTER_MS = 5 * 60 * 1000;

interface BackoffState<SyncProblem> {
  failures: number;
  /** No automatic attempt before this time (ms since the epoch). */
  until: number;
  /** What the failure was, so a tab that did not try itself can say it. */
  problem?: SyncProblem;
}

export interface SyncBackoff<SyncProblem extends { message: string } = BackoffProblem> {
  /** How long the next automatic attempt must still wait; 0 when it may start now. */
  wait(): number;
  /** The failure that closed the gate, while it is closed. */
  problem(): SyncProblem | undefined;
  /** Records a failed attempt; returns the pause before the next one. */
  failed(problem: SyncProblem, retryAfterMs?: number): number;
  /** Records a successful attempt: the next failure starts over at 2 s. */
  succeeded(): void;
}

export interface BackoffDeps {
  now: () => number;
  random: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  storageKey: string;
}

function isState(value: unknown): value is BackoffState<BackoffProblem> {
  const state = value as Partial<BackoffState<BackoffProblem>> | null;
  return typeof state === 'object' && state !== null && typeof state.failures === 'number' && typeof state.until === 'number';
}

/** The pause after the given number of failures in a row (1 for the first), without jitter. */
export function backoffDelay(failures: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(failures - 1, 0), BACKOFF_MAX_MS);
}

export function createSyncBackoff<SyncProblem extends { message: string } = BackoffProblem>(overrides: Partial<BackoffDeps> = {}): SyncBackoff<SyncProblem> {
  const deps: BackoffDeps = {
    now: () => Date.now(),
    random: Math.random,
    storage: typeof localStorage === 'undefined' ? undefined : localStorage,
    storageKey: LIBRARY_STORAGE_KEY,
    ...overrides,
  };
  // Without storage (blocked), this page keeps the state alone.
  let memory: BackoffState<SyncProblem> | undefined;

  function read(): BackoffState<SyncProblem> | undefined {
    let state = memory;
    try {
      const raw = deps.storage?.getItem(deps.storageKey);
      if (raw !== undefined) state = raw === null ? undefined : (JSON.parse(raw) as unknown as BackoffState<SyncProblem>);
    } catch {
      // Unreadable or blocked storage: this page's own state.
    }
    if (!isState(state) || deps.now() - state.until > FORGET_AFTER_MS) return undefined;
    return state;
  }

  function write(state: BackoffState<SyncProblem> | undefined): void {
    memory = state;
    try {
      if (state) deps.storage?.setItem(deps.storageKey, JSON.stringify(state));
      else deps.storage?.removeItem(deps.storageKey);
    } catch {
      // Storage full or blocked: the state stays with this page.
    }
  }

  return {
    wait: () => Math.max((read()?.until ?? 0) - deps.now(), 0),
    problem: () => {
      const state = read();
      return state && state.until > deps.now() ? state.problem : undefined;
    },
    failed(problem, retryAfterMs) {
      const failures = (read()?.failures ?? 0) + 1;
      const jittered = backoffDelay(failures) * (1 - JITTER + 2 * JITTER * deps.random());
      const delay = Math.round(Math.max(jittered, retryAfterMs ?? 0));
      write({ failures, until: deps.now() + delay, problem });
      return delay;
    },
    succeeded: () => {
      if (read() !== undefined) write(undefined);
    },
  };
}
