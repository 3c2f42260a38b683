/**
 * A sync engine's one retry: at most one pending timer, set again by each failure or by a back-off
 * pause still running, and none once the engine has stopped. The screens' stores are shared, so a
 * stopped engine must neither publish nor schedule: its `stopped` answers both.
 */
export interface RetryTimer {
  /** Runs the engine's pass after `delayMs`, replacing a retry already set; nothing once stopped. */
  schedule(delayMs: number): void;
  /**
   * With a back-off pause still running (`pauseMs` over 0), sets the retry for its end and answers
   * true: the caller skips its pass. The pause is shared by the browser's tabs, so another tab's
   * failure may have made it longer than this tab's own timer, and a timer may fire a moment early.
   */
  waitOut(pauseMs: number): boolean;
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
  const schedule = (delayMs: number) => {
    cancel();
    if (!stopped) timer = setTimeout(pass, delayMs);
  };
  return {
    schedule,
    waitOut(pauseMs) {
      if (pauseMs <= 0) return false;
      schedule(pauseMs);
      return true;
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
