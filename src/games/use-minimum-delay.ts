/** False until `ms` have passed since `key` was first seen (or last changed); true at once for 0. */
import { useEffect, useState } from 'react';

export function useMinimumDelay(key: string, ms: number): boolean {
  // Remembering which key the timer finished for makes a new key read as "not yet" without a reset.
  const [doneFor, setDoneFor] = useState<string | null>(null);
  useEffect(() => {
    if (ms <= 0) return;
    const timer = setTimeout(() => setDoneFor(key), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return ms <= 0 || doneFor === key;
}
