/** Things the bench started, stopped in reverse order at the end or when it gives up; each bounded. */

export class Cleanup {
  private readonly steps: { name: string; run: () => Promise<void> }[] = [];

  /** Registers a stop step; returns a function that runs it early (and only once). */
  add(name: string, run: () => Promise<void>): () => Promise<void> {
    let done: Promise<void> | undefined;
    const once = () => (done ??= run());
    this.steps.push({ name, run: once });
    return once;
  }

  async runAll(timeoutMs = 20_000): Promise<void> {
    for (const step of this.steps.splice(0).reverse()) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          console.error(`[bench] clean-up: ${step.name} did not finish within ${timeoutMs / 1000} s`);
          resolve();
        }, timeoutMs);
      });
      await Promise.race([step.run().catch((error: unknown) => console.error(`[bench] clean-up: ${step.name}:`, error)), late]);
      clearTimeout(timer);
    }
  }
}
