/**
 * The deferred start-up's steps (the library, its sync, visit tracking, the service worker's
 * registration, the lazy chunks), each watched: an error is logged with the step's name, a step not
 * done within its bound is logged as a stall, and a failed step is listed for the person (the shell's
 * StartupProblems says which feature is unavailable). A failed or stalled step never stops the others.
 * Each step also leaves performance marks (`freeplay:<step>:start`, `:done`, `:stalled`, `:failed`),
 * which the cross-engine tests read. See docs/browser-support.md.
 */
import { createStore, useStore } from './create-store';

export type StartupStep = 'library' | 'sync' | 'visit tracking' | 'service worker registration' | 'lazy chunks';

/** How long each step may take before it counts as stalled (it goes on; the stall is logged). */
export const STEP_BOUNDS_MS: Readonly<Record<StartupStep, number>> = {
  library: 10_000,
  sync: 15_000,
  'visit tracking': 10_000,
  'service worker registration': 20_000,
  'lazy chunks': 15_000,
};

const failedSteps = createStore<readonly StartupStep[]>([]);

/** Where the steps' lines go; tests hand in their own. */
export interface StepLog {
  warn(message: string): void;
  error(message: string, error: unknown): void;
}

function mark(step: StartupStep, what: string): void {
  try {
    performance.mark(`freeplay:${step}:${what}`);
  } catch {
    // No User Timing (a very old engine): the console lines still say it.
  }
}

/**
 * Watches `work` as the step `step`: resolves or rejects as it does, logging a failure with the
 * step's name and a stall once STEP_BOUNDS_MS[step] passes without an outcome.
 */
export function watchStartupStep<T>(step: StartupStep, work: () => Promise<T>, log: StepLog = console): Promise<T> {
  mark(step, 'start');
  let settled = false;
  const bound = STEP_BOUNDS_MS[step];
  const timer = setTimeout(() => {
    if (settled) return;
    mark(step, 'stalled');
    log.warn(`[start-up] ${step} stalled: not done within ${bound} ms`);
  }, bound);
  const finish = () => {
    settled = true;
    clearTimeout(timer);
  };
  let running: Promise<T>;
  try {
    running = work();
  } catch (error) {
    running = Promise.reject(error);
  }
  return running.then(
    (value) => {
      finish();
      mark(step, 'done');
      return value;
    },
    (error: unknown) => {
      finish();
      mark(step, 'failed');
      log.error(`[start-up] ${step} failed`, error);
      if (!failedSteps.get().includes(step)) failedSteps.set([...failedSteps.get(), step]);
      throw error;
    },
  );
}

/** Like watchStartupStep, for a step whose failure nothing else handles: the failure is logged and listed, never thrown. */
export function runStartupStep(step: StartupStep, work: () => Promise<unknown>, log: StepLog = console): Promise<void> {
  return watchStartupStep(step, work, log).then(
    () => undefined,
    () => undefined,
  );
}

/** The steps that failed so far, in order. */
export function useFailedStartupSteps(): readonly StartupStep[] {
  return useStore(failedSteps);
}

/** Tests only: no step failed. */
export function resetStartupSteps(): void {
  failedSteps.set([]);
}
