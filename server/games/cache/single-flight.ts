/** Runs one task per key at a time; callers that ask while it runs share its result. */
export interface SingleFlight<T> {
  run(key: string, task: () => Promise<T>): Promise<T>;
}

/** Concurrent cache misses for one key make exactly one upstream call. */
export function createSingleFlight<T>(): SingleFlight<T> {
  const running = new Map<string, Promise<T>>();
  return {
    run(key, task) {
      const current = running.get(key);
      if (current) return current;
      const flight = task().finally(() => running.delete(key));
      running.set(key, flight);
      return flight;
    },
  };
}
