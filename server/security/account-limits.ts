/**
 * The account routes' limits over rate-limiter-flexible limiters, one limiter (and one store) per
 * rule. Every count is the library's atomic consume, which returns the new count, so attempts sent
 * at the same moment are each counted before any of them is let through.
 */
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { addressScopes } from './client-address.js';
import type { LimitRule, LimitVerdict, RateLimitSettings } from './rate-limits.js';

/** Makes the limiter of one rule; `name` keeps its keys apart from the other limiters'. */
export type LimiterFactory = (name: string, rule: LimitRule) => RateLimiterAbstract;

interface AddressLimit {
  /** Refused when the address has used up a window already; counts nothing, creates nothing. */
  check(ip: string): Promise<LimitVerdict>;
  /** Counts one attempt for the address at each of its networks, widest first. */
  consume(ip: string): Promise<LimitVerdict>;
}

interface SigninAttempts {
  /** Counts one attempt on the server's failed sign-in budget, then on the email; before hashing. */
  begin(email: string): Promise<LimitVerdict>;
  /** The password matched: forgets the email's attempts and gives the budget back. */
  succeeded(email: string): Promise<void>;
  /** No password was checked (e.g. the hashing queue was full): gives both back. */
  unchecked(email: string): Promise<void>;
}

interface UserLimit {
  /** Counts `points` events (a page read) for the user at once; refused past the window's budget. */
  consume(userId: string, points: number): Promise<LimitVerdict>;
}

interface WriteLimit {
  /** Counts `points` writes for the user and for the address they come from; refused past either budget. */
  consume(userId: string, ip: string, points: number): Promise<LimitVerdict>;
}

export interface AccountLimits {
  signinAddress: AddressLimit;
  signupAddress: AddressLimit;
  signin: SigninAttempts;
  libraryWrites: WriteLimit;
  libraryReads: UserLimit;
  diaryWrites: WriteLimit;
  diaryReads: UserLimit;
  listsWrites: WriteLimit;
  listsReads: UserLimit;
  /** Shared lists opened: the person's budget and the address's (its points count as writes do). */
  sharedViews: WriteLimit;
}

const ALLOWED: LimitVerdict = { allowed: true };
const GLOBAL_KEY = 'all';

function refused(msBeforeNext: number): LimitVerdict {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)) };
}

/** The library rejects with a RateLimiterRes past the limit, and with an Error when its store fails. */
async function take(limiter: RateLimiterAbstract, key: string, points = 1): Promise<LimitVerdict> {
  try {
    await limiter.consume(key, points);
    return ALLOWED;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return refused(rejection.msBeforeNext);
    throw rejection;
  }
}

async function peek(limiter: RateLimiterAbstract, key: string): Promise<LimitVerdict> {
  const window = await limiter.get(key);
  return window && window.msBeforeNext > 0 && window.consumedPoints >= limiter.points ? refused(window.msBeforeNext) : ALLOWED;
}

function addressLimit(make: LimiterFactory, name: string, rules: [LimitRule, LimitRule, LimitRule]): AddressLimit {
  const [host, net56, net48] = [make(`${name}-ip`, rules[0]), make(`${name}-56`, rules[1]), make(`${name}-48`, rules[2])];
  const keyed = (ip: string): Array<[RateLimiterAbstract, string]> => {
    const scopes = addressScopes(ip);
    const wide: Array<[RateLimiterAbstract, string]> = scopes.net48 && scopes.net56 ? [[net48, scopes.net48], [net56, scopes.net56]] : [];
    return [...wide, [host, scopes.host]];
  };
  return {
    async check(ip) {
      for (const [limiter, key] of keyed(ip)) {
        const verdict = await peek(limiter, key);
        if (!verdict.allowed) return verdict;
      }
      return ALLOWED;
    },
    async consume(ip) {
      // Widest first, stopping at a refusal: a spent /48 opens no windows for its /64s.
      for (const [limiter, key] of keyed(ip)) {
        const verdict = await take(limiter, key);
        if (!verdict.allowed) return verdict;
      }
      return ALLOWED;
    },
  };
}

function signinAttempts(make: LimiterFactory, settings: RateLimitSettings): SigninAttempts {
  const global = make('signin-global', settings.signinFailuresGlobal);
  const perEmail = make('signin-fail', settings.signinFailuresPerEmail);
  return {
    async begin(email) {
      // The budget first: when it is spent no email window is opened, so the email store cannot fill.
      const budget = await take(global, GLOBAL_KEY);
      if (!budget.allowed) return budget;
      const verdict = await take(perEmail, email);
      if (!verdict.allowed) await global.reward(GLOBAL_KEY);
      return verdict;
    },
    async succeeded(email) {
      await Promise.all([perEmail.delete(email), global.reward(GLOBAL_KEY)]);
    },
    async unchecked(email) {
      await Promise.all([perEmail.reward(email), global.reward(GLOBAL_KEY)]);
    },
  };
}

function userLimit(limiter: RateLimiterAbstract): UserLimit {
  return { consume: (userId, points) => take(limiter, userId, points) };
}

function writeLimit(perUser: RateLimiterAbstract, perAddress: RateLimiterAbstract): WriteLimit {
  return {
    async consume(userId, ip, points) {
      const verdict = await take(perUser, userId, points);
      if (!verdict.allowed) return verdict;
      const fromAddress = await take(perAddress, addressScopes(ip).host, points);
      // Refused writes are not made, so they leave the person's own budget as it was.
      if (!fromAddress.allowed) await perUser.reward(userId, points);
      return fromAddress;
    },
  };
}

export function createAccountLimits(make: LimiterFactory, settings: RateLimitSettings): AccountLimits {
  return {
    signinAddress: addressLimit(make, 'signin', [settings.signinPerIp, settings.signinPer56, settings.signinPer48]),
    signupAddress: addressLimit(make, 'signup', [settings.signupPerIp, settings.signupPer56, settings.signupPer48]),
    signin: signinAttempts(make, settings),
    libraryWrites: writeLimit(make('library-writes', settings.libraryWritesPerUser), make('library-writes-ip', settings.libraryWritesPerAddress)),
    libraryReads: userLimit(make('library-reads', settings.libraryReadsPerUser)),
    diaryWrites: writeLimit(make('diary-writes', settings.diaryWritesPerUser), make('diary-writes-ip', settings.diaryWritesPerAddress)),
    diaryReads: userLimit(make('diary-reads', settings.diaryReadsPerUser)),
    listsWrites: writeLimit(make('lists-writes', settings.listsWritesPerUser), make('lists-writes-ip', settings.listsWritesPerAddress)),
    listsReads: userLimit(make('lists-reads', settings.listsReadsPerUser)),
    sharedViews: writeLimit(make('shared-views', settings.sharedViewsPerUser), make('shared-views-ip', settings.sharedViewsPerAddress)),
  };
}
