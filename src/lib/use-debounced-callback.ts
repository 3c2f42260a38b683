/**
 * A callback that runs once the calls pause for `ms`, with the last call's arguments; leaving the
 * page (unmount) runs a pending call at once, so nothing typed is dropped.
 */
import { useEffect, useState } from 'react';
import { useLatest } from './use-latest';

export interface Debounced<A extends unknown[]> {
  schedule(...args: A): void;
  /** Runs a pending call now. */
  flush(): void;
  /** True while a call waits. */
  pending(): boolean;
}

export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, ms: number): Debounced<A> {
  const latest = useLatest(callback);
  const [debounced] = useState<Debounced<A>>(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let waiting: A | undefined;
    const run = () => {
      const args = waiting;
      timer = undefined;
      waiting = undefined;
      if (args) latest.current(...args);
    };
    return {
      schedule(...args) {
        waiting = args;
        clearTimeout(timer);
        timer = setTimeout(run, ms);
      },
      flush() {
        clearTimeout(timer);
        run();
      },
      pending: () => timer !== undefined,
    };
  });
  useEffect(() => () => debounced.flush(), [debounced]);
  return debounced;
}
