/**
 * What asking the games service gave: the value, "not found" (the 404 envelope of `/game`), or a
 * failure. `down` says whether the failure counts against the live service (auto falls back to
 * the demo catalogue); `busy` means the rate gate refused to queue the call; `lasting` means the
 * same URL will answer the same for a while (a 404, a redirect, not an image).
 */
export type Fetched<T> =
  | { ok: true; value: T }
  | { ok: false; notFound: true }
  | { ok: false; notFound?: false; reason: string; down: boolean; busy?: boolean; lasting?: boolean; message?: string };

export type Failure = Extract<Fetched<never>, { reason: string }>;

export function failure(reason: string, extra: Partial<Omit<Failure, 'ok' | 'reason'>> = {}): Failure {
  return { ok: false, reason, down: true, ...extra };
}
