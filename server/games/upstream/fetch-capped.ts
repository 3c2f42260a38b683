/** Says who is calling; some CDNs turn away clients that send no recognisable agent. */
const USER_AGENT = 'Freeplay/0.1 (games proxy)';

export type FetchOutcome =
  | { ok: true; status: number; headers: Headers; body: Buffer }
  | { ok: false; reason: string };

export interface FetchCappedOptions {
  headers?: Record<string, string>;
  timeoutMs: number;
  /** Bodies past this many bytes (after decoding) are abandoned as failures. */
  maxBytes: number;
  redirect?: 'follow' | 'error' | 'manual';
  /** Aborts the call early, e.g. when the server shuts down. */
  signal?: AbortSignal;
}

/** A short reason for logs: the network error's code, never a header. */
function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? error.cause : undefined;
    const code = cause && 'code' in cause ? String(cause.code) : undefined;
    return code ? `${error.message} (${code})` : error.message;
  }
  return String(error);
}

/**
 * One GET with a deadline that covers the whole body and a size cap checked while reading, so a
 * hanging or endless response costs at most `timeoutMs` and `maxBytes`.
 */
export async function fetchCapped(url: string, options: FetchCappedOptions): Promise<FetchOutcome> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const stop = (): void => controller.abort();
  options.signal?.addEventListener('abort', stop, { once: true });
  if (options.signal?.aborted) stop();
  const tooBig = (): FetchOutcome => {
    controller.abort();
    return { ok: false, reason: `body larger than ${options.maxBytes} bytes` };
  };
  try {
    const response = await fetch(url, { headers: { 'User-Agent': USER_AGENT, ...options.headers }, signal: controller.signal, redirect: options.redirect ?? 'follow' });
    if (Number(response.headers.get('content-length') ?? 0) > options.maxBytes) return tooBig();
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = response.body?.getReader();
    for (;;) {
      const read = reader ? await reader.read() : { done: true as const, value: undefined };
      if (read.done) break;
      size += read.value.byteLength;
      if (size > options.maxBytes) return tooBig();
      chunks.push(read.value);
    }
    return { ok: true, status: response.status, headers: response.headers, body: Buffer.concat(chunks) };
  } catch (error) {
    return { ok: false, reason: timedOut ? `no complete response within ${options.timeoutMs} ms` : describe(error) };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', stop);
  }
}
