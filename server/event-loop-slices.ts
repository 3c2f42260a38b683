/**
 * Long work in slices (docs/architecture.md, "The data layer"): SQLite runs each statement
 * synchronously, so a batch of writes, awaited op after op, never gives the event loop back. One
 * slicer is shared by every request of a kind: once the event loop's turn has run `sliceMs` of that
 * work, every loop that asks yields to the next turn, so health checks and other people's requests
 * are answered between slices however many batches run at once.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';

const DEFAULT_SLICE_MS = 5;

/** Call `yieldIfDue()` between steps: it yields to the event loop when this turn's slice is used up. */
export function createSlicer(sliceMs = DEFAULT_SLICE_MS, now: () => number = () => performance.now()): { yieldIfDue(): Promise<void> } {
  let sliceStarted = now();
  let resetQueued = false;
  return {
    async yieldIfDue() {
      while (now() - sliceStarted >= sliceMs) {
        // Queued before the waiters' own turns, so the next turn's slice starts once, not per waiter.
        if (!resetQueued) {
          resetQueued = true;
          setImmediate(() => {
            resetQueued = false;
            sliceStarted = now();
          });
        }
        await nextTurn();
      }
    },
  };
}

/**
 * The one slicer of this process's long work on the user routes (their writes, and their pages'
 * reads on SQLite): the event loop it keeps free is the process's.
 */
export const processSlicer = createSlicer();
