/**
 * How many of `total` items a page renders now: `step` at first, then `step` more after each task
 * boundary (src/lib/yield-to-main.ts) until all are there, so a long list mounts in short tasks
 * and the first ones paint at once. A larger `total` (Show more) goes on from where it was.
 */
import { useEffect, useState } from 'react';
import { yieldToMain } from '../../lib/yield-to-main';

export function useSteppedCount(total: number, step: number): number {
  const [count, setCount] = useState(step);
  useEffect(() => {
    if (count >= total) return;
    let current = true;
    void yieldToMain().then(() => {
      if (current) setCount((now) => now + step);
    });
    return () => {
      current = false;
    };
  }, [count, total, step]);
  return Math.min(count, total);
}
