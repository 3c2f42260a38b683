/**
 * The account rate limits and their wording. Per address: sign-in 10 a minute and sign-up 20 an
 * hour, with wider budgets for an IPv6 /56 and /48; per email: 5 sign-in attempts without a success
 * in 15 minutes; and one budget of failed sign-ins for the whole server, so a crowd of addresses
 * cannot keep the password-hashing queue full for everyone; per signed-in user: 120 library writes and 60 pages of
 * library reads a minute, and per address 600 writes across all its accounts; the same for lists
 * with their own budgets, and shared lists opened per person and per address (docs: SECURITY.md).
 */
import { DIARY_LIMITS } from '../../src/contract/diary.js';
import { LIBRARY_LIMITS } from '../../src/contract/library.js';
import { LIST_LIMITS } from '../../src/contract/lists.js';

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
  /** Library writes per address across every account it uses (IPv6 by its /64). */
  libraryWritesPerAddress: LimitRule;
  /** Pages of the library pull per signed-in user. */
  libraryReadsPerUser: LimitRule;
  /** Diary writes per signed-in user, per address, and pages of the diary pull per user: the library's rules, counted apart. */
  diaryWritesPerUser: LimitRule;
  diaryWritesPerAddress: LimitRule;
  diaryReadsPerUser: LimitRule;
  /** List writes per signed-in user, and per address across its accounts. */
  listsWritesPerUser: LimitRule;
  listsWritesPerAddress: LimitRule;
  /** Pages of the lists pull per signed-in user. */
  listsReadsPerUser: LimitRule;
  /** Shared lists opened per signed-in person, and per address: share ids cannot be tried in bulk. */
  sharedViewsPerUser: LimitRule;
  sharedViewsPerAddress: LimitRule;
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
  // Five people sharing one address (a home, a NAT) each at full speed; not 20 new accounts' worth.
  libraryWritesPerAddress: { limit: 5 * LIBRARY_LIMITS.writesPerMinute, windowMs: MINUTE },
  libraryReadsPerUser: { limit: LIBRARY_LIMITS.readsPerMinute, windowMs: MINUTE },
  diaryWritesPerUser: { limit: DIARY_LIMITS.writesPerMinute, windowMs: MINUTE },
  diaryWritesPerAddress: { limit: 5 * DIARY_LIMITS.writesPerMinute, windowMs: MINUTE },
  diaryReadsPerUser: { limit: DIARY_LIMITS.readsPerMinute, windowMs: MINUTE },
  listsWritesPerUser: { limit: LIST_LIMITS.writesPerMinute, windowMs: MINUTE },
  listsWritesPerAddress: { limit: 5 * LIST_LIMITS.writesPerMinute, windowMs: MINUTE },
  listsReadsPerUser: { limit: LIST_LIMITS.readsPerMinute, windowMs: MINUTE },
  sharedViewsPerUser: { limit: LIST_LIMITS.sharedViewsPerMinute, windowMs: MINUTE },
  sharedViewsPerAddress: { limit: LIST_LIMITS.sharedViewsPerAddressPerMinute, windowMs: MINUTE },
  maxWindows: 50_000,
});

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** "Too many sign-in attempts. Try again in 3 minutes." */
export function tooManyAttemptsMessage(action: 'sign-in' | 'sign-up', retryAfterSeconds: number): string {
  return `Too many ${action} attempts. Try again in ${describeWait(retryAfterSeconds)}.`;
}

/** "Too many reads of your library at once. Try again in 20 seconds." */
export function tooManyReadsMessage(retryAfterSeconds: number): string {
  return `Too many reads of your library at once. Try again in ${describeWait(retryAfterSeconds)}.`;
}

/** "Too many changes to your library at once. Try again in 20 seconds." */
export function tooManyChangesMessage(retryAfterSeconds: number): string {
  return `Too many changes to your library at once. Try again in ${describeWait(retryAfterSeconds)}.`;
}

/** "Too many changes to your diary at once. Try again in 20 seconds." (and the same for reads) */
export function tooManyDiaryMessage(kind: 'changes to' | 'reads of', retryAfterSeconds: number): string {
  return `Too many ${kind} your diary at once. Try again in ${describeWait(retryAfterSeconds)}.`;
}

function describeWait(seconds: number): string {
  if (seconds < 60) return plural(seconds, 'second');
  if (seconds < 3600) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** "Too many changes to your lists at once. Try again in 20 seconds." */
export function tooManyListChangesMessage(retryAfterSeconds: number): string {
  return `Too many changes to your lists at once. Try again in ${describeWait(retryAfterSeconds)}.`;
}

/** "Too many reads of your lists at once. Try again in 20 seconds." */
export function tooManyListReadsMessage(retryAfterSeconds: number): string {
  return `Too many reads of your lists at once. Try again in ${describeWait(retryAfterSeconds)}.`;
}

/** "Too many shared lists opened at once. Try again in 20 seconds." */
export function tooManySharedViewsMessage(retryAfterSeconds: number): string {
  return `Too many shared lists opened at once. Try again in ${describeWait(retryAfterSeconds)}.`;
}
