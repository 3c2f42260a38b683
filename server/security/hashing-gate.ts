/**
 * A gate in front of password hashing: at most a few hashes run at once and a bounded number wait
 * their turn, first come first served. Hashes run on libuv's four-thread pool, which JWT signing and
 * file reads share; a burst of sign-ins must leave threads for them and not queue without end.
 */

/** Thrown by `run` when the waiting line is full; the routes answer it with 503 and Retry-After. */
export class HashingBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('password hashing is at capacity');
    this.name = 'HashingBusyError';
  }
}

/** What a person reads when the gate refuses a sign-in or sign-up. */
export const SERVER_BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';

export interface HashingGateSettings {
  /** Hashes running at once; two of libuv's four threads stay free for everything else. */
  maxActive: number;
  /** Hashes waiting for a turn; past this, `run` throws HashingBusyError. */
  maxWaiting: number;
  /** The Retry-After given with a refusal. */
  retryAfterSeconds: number;
}

/** Two at once, 100 waiting; a full line drains in about 2 s at the production cost here (100 × 40 ms / 2). */
const DEFAULT_HASHING_GATE: Readonly<HashingGateSettings> = Object.freeze({ maxActive: 2, maxWaiting: 100, retryAfterSeconds: 2 });

export interface HashingGate {
  /** Runs `task` when a slot is free (in arrival order) and frees the slot however it ends. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a slot. */
  readonly waiting: number;
}

/** A gate with the given bounds (defaults: DEFAULT_HASHING_GATE). */
export function createHashingGate(settings: Partial<HashingGateSettings> = {}): HashingGate {
  const { maxActive, maxWaiting, retryAfterSeconds } = { ...DEFAULT_HASHING_GATE, ...settings };
  if (!Number.isInteger(maxActive) || maxActive < 1) throw new RangeError('maxActive must be a whole number of at least 1');
  if (!Number.isInteger(maxWaiting) || maxWaiting < 0) throw new RangeError('maxWaiting must be a whole number of at least 0');
  let active = 0;
  const line: Array<() => void> = [];

  function release() {
    const next = line.shift();
    // The slot passes straight to the next in line, so a newcomer cannot jump the queue.
    if (next) next();
    else active -= 1;
  }

  async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active < maxActive) active += 1;
    else if (line.length < maxWaiting) await new Promise<void>((resolve) => line.push(resolve));
    else throw new HashingBusyError(retryAfterSeconds);
    try {
      return await task();
    } finally {
      release();
    }
  }

  return {
    run,
    get active() {
      return active;
    },
    get waiting() {
      return line.length;
    },
  };
}
