/** Runs one part of the bench with a time limit and a progress line; a failure becomes a value. */

export type Outcome<T> = T | Error;

const started = Date.now();

function stamp(): string {
  return `${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s`;
}

export function progress(message: string): void {
  console.error(`[bench ${stamp()}] ${message}`);
}

/** Resolves with the work's value, or with an Error when it failed or outran `limitMs`. */
export async function phase<T>(name: string, limitMs: number, work: () => Promise<T>): Promise<Outcome<T>> {
  progress(`${name}...`);
  const begun = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} took longer than ${limitMs / 1000} s`)), limitMs);
  });
  try {
    const value = await Promise.race([work(), late]);
    progress(`${name}: done in ${((Date.now() - begun) / 1000).toFixed(1)} s`);
    return value;
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    progress(`${name}: FAILED: ${failure.message.split('\n')[0] ?? ''}`);
    return failure;
  } finally {
    clearTimeout(timer);
  }
}

/** Runs `work` on what an earlier phase produced; when that failed, says so without running. */
export function after<T, U>(input: Outcome<T>, name: string, limitMs: number, work: (value: T) => Promise<U>): Promise<Outcome<U>> {
  if (input instanceof Error) return Promise.resolve(new Error(`not run (${input.message.split('\n')[0] ?? ''})`));
  return phase(name, limitMs, () => work(input));
}
