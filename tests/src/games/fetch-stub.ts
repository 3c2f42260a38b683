/** A stubbed global fetch for the games tests: records each call (URL and signal) and answers from a handler. */
import { vi } from 'vitest';

export interface FetchCall {
  url: string;
  signal: AbortSignal | undefined;
}

export type Handler = (url: string, signal: AbortSignal | undefined) => Response | Promise<Response>;

export function stubFetch(handler: Handler): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const signal = init?.signal ?? undefined;
    calls.push({ url, signal });
    if (signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    return handler(url, signal);
  });
  return calls;
}
