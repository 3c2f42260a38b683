/**
 * The account rate limits (issue #3): sign-in 10 a minute per IP and 5 failures in 15 minutes per
 * email; sign-up 20 an hour per IP.
 */
import { createRateLimiter, type LimitRule, type RateLimiter } from './rate-limiter.js';
import type { RateLimitStore } from './rate-limit-store.js';

export interface RateLimitSettings {
  signinPerIp: LimitRule;
  signinFailuresPerEmail: LimitRule;
  signupPerIp: LimitRule;
}

const MINUTE = 60_000;

export const DEFAULT_RATE_LIMITS: Readonly<RateLimitSettings> = Object.freeze({
  signinPerIp: { limit: 10, windowMs: MINUTE },
  signinFailuresPerEmail: { limit: 5, windowMs: 15 * MINUTE },
  signupPerIp: { limit: 20, windowMs: 60 * MINUTE },
});

export type RateLimits = { [K in keyof RateLimitSettings]: RateLimiter };

/** The three limiters over one store. */
export function createRateLimits(store: RateLimitStore, settings: RateLimitSettings = DEFAULT_RATE_LIMITS): RateLimits {
  return {
    signinPerIp: createRateLimiter(store, 'signin-ip', settings.signinPerIp),
    signinFailuresPerEmail: createRateLimiter(store, 'signin-fail', settings.signinFailuresPerEmail),
    signupPerIp: createRateLimiter(store, 'signup-ip', settings.signupPerIp),
  };
}

/** "Too many sign-in attempts. Try again in 3 minutes." */
export function tooManyAttemptsMessage(action: 'sign-in' | 'sign-up', retryAfterSeconds: number): string {
  return `Too many ${action} attempts. Try again in ${describeWait(retryAfterSeconds)}.`;
}

function describeWait(seconds: number): string {
  if (seconds < 60) return plural(seconds, 'second');
  if (seconds < 3600) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
