/**
 * The account rate limits and their wording. Per address: sign-in 10 a minute and sign-up 20 an
 * hour, with wider budgets for an IPv6 /56 and /48; per email: 5 sign-in attempts without a success
 * in 15 minutes; and one budget of failed sign-ins for the whole server, so a crowd of addresses
 * cannot keep the password-hashing queue full for everyone; per signed-in user: 120 library writes a
 * minute (docs: SECURITY.md).
 */
import { LIBRARY_LIMITS } from '../../src/contract/library.js';

/** At most `limit` counted events per `windowMs` (whole seconds: the limiter counts in seconds). */
export interface LimitRule {
  limit: number;
  windowMs: number;
}

export interface RateLimitSettings {
  signinPerIp: LimitRule;
  signinPer56: LimitRule;
  signinPer48: LimitRule;
  signinFailuresPerEmail: LimitRule;
  signinFailuresGlobal: LimitRule;
  signupPerIp: LimitRule;
  signupPer56: LimitRule;
  signupPer48: LimitRule;
  /** Library writes per signed-in user (each operation of a batch counts). */
  libraryWritesPerUser: LimitRule;
  /** Most live windows each limiter holds in memory; past it new keys are refused until one ends. */
  maxWindows: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_RATE_LIMITS: Readonly<RateLimitSettings> = Object.freeze({
  signinPerIp: { limit: 10, windowMs: MINUTE },
  signinPer56: { limit: 40, windowMs: MINUTE },
  signinPer48: { limit: 100, windowMs: MINUTE },
  signinFailuresPerEmail: { limit: 5, windowMs: 15 * MINUTE },
  // Checked and counted before hashing, so at most this many hashes for failed sign-ins are ever
  // queued in 10 s: no more than the hashing gate holds (2 running, 100 waiting).
  signinFailuresGlobal: { limit: 100, windowMs: 10_000 },
  signupPerIp: { limit: 20, windowMs: HOUR },
  signupPer56: { limit: 60, windowMs: HOUR },
  signupPer48: { limit: 150, windowMs: HOUR },
  libraryWritesPerUser: { limit: LIBRARY_LIMITS.writesPerMinute, windowMs: MINUTE },
  maxWindows: 50_000,
});

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** "Too many sign-in attempts. Try again in 3 minutes." */
export function tooManyAttemptsMessage(action: 'sign-in' | 'sign-up', retryAfterSeconds: number): string {
  return `Too many ${action} attempts. Try again in ${describeWait(retryAfterSeconds)}.`;
}

/** "Too many changes to your library at once. Try again in 20 seconds." */
export function tooManyChangesMessage(retryAfterSeconds: number): string {
  return `Too many changes to your library at once. Try again in ${describeWait(retryAfterSeconds)}.`;
}

function describeWait(seconds: number): string {
  if (seconds < 60) return plural(seconds, 'second');
  if (seconds < 3600) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
