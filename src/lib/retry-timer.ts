/**
 * A sync engine's one retry: at most one pending timer, set again by each failure or by a back-off
 * pause still running, and none once the engine has stopped. The screens' stores are shared, so a
 * stopped engine must neither publish nor schedule: its `stopped` answers both.
 */
export interface RetryTimer {
  /** Runs the engine's pass after `delayMs`, replacing a retry already set; nothing once stopped. */
  schedule(delayMs: number): void;
  /** Drops a pending retry (a pass succeeded). */
  cancel(): void;
  /** Drops a pending retry for good. */
  stop(): void;
  readonly stopped: boolean;
}

export function createRetryTimer(pass: () => void): RetryTimer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return {
    schedule(delayMs) {
      cancel();
      if (!stopped) timer = setTimeout(pass, delayMs);
    },
    cancel,
    stop() {
      stopped = true;
      cancel();
    },
    get stopped() {
      return stopped;
    },
  };
}
