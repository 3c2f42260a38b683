/** For tests of what waits for the first screenful (src/lib/first-content.ts), under fake timers. */
import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { afterFirstContent, resetFirstContent } from '../../src/lib/first-content';

/** Whether the start-up work the first screenful does not need has been let go. */
export function watchRelease(): () => boolean {
  let released = false;
  void afterFirstContent().then(() => {
    released = true;
  });
  return () => released;
}

/** Past the next animation frame (16 ms under fake timers) and the task after it. */
export const afterNextPaint = () => act(() => vi.advanceTimersByTimeAsync(20));

/** Each test on fake timers and frames, from a fresh start, and back on real ones after. */
export function onFirstContentClock(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    resetFirstContent();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
