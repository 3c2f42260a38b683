import { describe, expect, it } from 'vitest';
import { retryAfterMs } from '../../../src/lib/retry-after';

describe('Retry-After', () => {
  const now = Date.parse('2026-11-27T10:00:00Z');
  it('reads seconds and an HTTP-date, relative to now', () => {
    expect(retryAfterMs('20', now)).toBe(20_000);
    expect(retryAfterMs('Fri, 27 Nov 2026 10:00:45 GMT', now)).toBe(45_000);
    expect(retryAfterMs('Fri, 27 Nov 2026 09:59:00 GMT', now)).toBe(0);
  });
  it('ignores what is absent or unreadable, and caps a long wait at 10 minutes', () => {
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs('-5', now)).toBeUndefined();
    expect(retryAfterMs('86400', now)).toBe(600_000);
  });
});

describe('the HTTP client and Retry-After', () => {
  it('keeps the wait a 429 or 503 asked for on its error, and no wait for other answers', async () => {
    const { requestJson, HttpError } = await import('../../../src/lib/http-client');
    const { object } = await import('superstruct');
    const answers = [
      new Response(JSON.stringify({ message: 'Too many changes at once.' }), { status: 429, headers: { 'retry-after': '7' } }),
      new Response('down', { status: 503, headers: { 'retry-after': '3' } }),
      new Response(JSON.stringify({ message: 'Broken.' }), { status: 500, headers: { 'retry-after': '9' } }),
    ];
    const realFetch = globalThis.fetch;
    globalThis.fetch = async () => answers.shift() ?? new Response('{}');
    try {
      const waits: (number | undefined)[] = [];
      for (let index = 0; index < 3; index++) {
        const error: unknown = await requestJson('/user/library', { parse: object() }).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(HttpError);
        waits.push((error as InstanceType<typeof HttpError>).retryAfterMs);
      }
      expect(waits).toEqual([7_000, 3_000, undefined]);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
