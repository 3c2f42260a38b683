/**
 * Parts the first screenful does not need, released one task apart once `start` is true: each part
 * that mounts asks for its chunk (and the preload links of that chunk's imports) in the task that
 * renders it, and all of them in one render made one task of 12-45 ms (docs/decisions.md,
 * "Start-up never blocks"). Returns how many of the `count` parts are released so far.
 */
import { useEffect, useState } from 'react';
import { yieldToMain } from './yield-to-main';

export function useReleasedInTurn(start: boolean, count: number): number {
  const [released, setReleased] = useState(0);
  useEffect(() => {
    if (!start || released >= count) return;
    let live = true;
    // Each part a task after the one before (the first, a task after the start).
    void yieldToMain().then(() => live && setReleased((shown) => Math.min(count, shown + 1)));
    return () => {
      live = false;
    };
  }, [start, released, count]);
  return released;
}
