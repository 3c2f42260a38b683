/** Reads a server-sent events stream over fetch, as the app does: data lines and comments, as they arrive. */
export interface OpenStream {
  status: number;
  headers: Headers;
  /** Every `data:` payload so far. */
  events: string[];
  /** Every comment line so far (heartbeats). */
  comments: string[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Waits until `count` events have arrived; rejects after `timeoutMs`. */
  waitForEvents(count: number, timeoutMs?: number): Promise<string[]>;
  close(): void;
}

export async function openEventStream(url: string, headers: Record<string, string>): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: string[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const notify = () => waiters.forEach((waiter) => waiter());
  const decoder = new TextDecoder();
  let buffer = '';
  const ended = (async () => {
    if (!response.body) return;
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 1);
          if (line.startsWith('data: ')) events.push(line.slice(6));
          else if (line.startsWith(':')) comments.push(line.slice(1).trim());
        }
        notify();
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    status: response.status,
    headers: response.headers,
    events,
    comments,
    ended,
    waitForEvents: (count, timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (events.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(events.slice());
        };
        const timer = setTimeout(() => (waiters.delete(check), reject(new Error(`${events.length} of ${count} events after ${timeoutMs} ms`))), timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () => controller.abort(),
  };
}
