/**
 * A task boundary for long work on the main thread: the browser may paint and answer input
 * between two steps. `scheduler.yield()` where the engine has it (the continuation keeps its
 * place ahead of other queued tasks), else a MessageChannel message, which, unlike a nested
 * setTimeout(0), is never clamped to 4 ms (docs/decisions.md, "Start-up never blocks").
 */
interface YieldingScheduler {
  yield?: () => Promise<void>;
}

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}
