/** Runs one task per key at a time; callers that ask while it runs share its result. */
export interface SingleFlight<T> {
  run(key: string, task: () => Promise<T>): Promise<T>;
  /** Whether a task for this key is under way (joining it costs nothing). */
  running(key: string): boolean;
}

/** Concurrent cache misses for one key make exactly one upstream call. */
export function createSingleFlight<T>(): SingleFlight<T> {
  const flights = new Map<string, Promise<T>>();
  return {
    run(key, task) {
      const current = flights.get(key);
      if (current) return current;
      const flight = task().finally(() => flights.delete(key));
      flights.set(key, flight);
      return flight;
    },
    running: (key) => flights.has(key),
  };
}
