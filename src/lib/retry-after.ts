/**
 * Reads a Retry-After header (RFC 9110: delay-seconds or an HTTP-date) into milliseconds from now;
 * undefined when absent or unreadable. Capped, so a wrong header cannot stop retries for a day.
 */
const MAX_RETRY_AFTER_MS = 10 * 60 * 1000;

export function retryAfterMs(header: string | null | undefined, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Math.min(Number(value) * 1000, MAX_RETRY_AFTER_MS);
  // An HTTP-date names its day and month; anything else (a negative number) is not one.
  const at = /[a-z]/i.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(at)) return undefined;
  return Math.min(Math.max(at - now, 0), MAX_RETRY_AFTER_MS);
}
