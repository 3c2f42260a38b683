/**
 * Generated hostile account requests against the app with its real rate limits, all from one client
 * address that claims other addresses in forwarding headers: the limits hold exactly (10 sign-ins a
 * minute, 20 sign-ups an hour, counted over the bodies that pass validation: the others open no
 * window), every refusal is a 429 with Retry-After and a message, nothing is a 5xx, and refused
 * sign-ups leave no rows.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../server/security/rate-limits.js';
import { makeTempDir, removeTempDirs } from '../server/helpers/temp-dir.js';
import { buildTestApp, testConfig } from '../server/helpers/test-app.js';
import { jsonCase, signinCase, signupCase } from './support/hostile-account-requests.js';
import { checkAnswer, type HostileCase } from './support/hostile-case.js';
import { headerSafe, oddShortText } from './support/hostile-text.js';
import { createHttpClient, messageOf, type HttpClient, type RawAnswer } from './support/http-client.js';

/** Headers a client may use to claim another address; the server must count its real one. */
const spoofing = fc.record(
  {
    'x-forwarded-for': fc.oneof(fc.ipV4(), fc.ipV6(), oddShortText.map(headerSafe)),
    'x-real-ip': fc.ipV4(),
    forwarded: fc.ipV4().map((ip) => `for=${ip}`),
    'true-client-ip': fc.ipV4(),
  },
  { requiredKeys: [] },
);

const withSpoofing = (cases: fc.Arbitrary<HostileCase>) =>
  fc.tuple(cases, spoofing).map(([hostile, headers]): HostileCase => ({
    ...hostile,
    request: { ...hostile.request, headers: { ...hostile.request.headers, ...headers } },
    // Past the limit any of them may be refused before its body is looked at.
    allowed: [...hostile.allowed, 429],
  }));

/**
 * Bodies past the size limit, or with a prototype-poisoning key, are refused by the body parser
 * before any route (and so before any limit or hash): they are no attempts and are left out here.
 */
function reachesTheRoute(hostile: HostileCase): boolean {
  const body = String(hostile.request.body ?? '');
  return !hostile.allowed.includes(413) && !/"(__proto__|constructor)":/.test(body);
}

/** A body that passes validation, so it is counted: anything but a 400 may answer it. */
const isCounted = (hostile: HostileCase) => hostile.allowed.some((status) => status !== 400 && status !== 429);

/** Valid bodies are rare among the generated ones; these make sure the limit is reached. */
const validSignin = fc.integer({ min: 1, max: 1e9 }).map((n) => jsonCase('/user/signin', { email: `real${n}@example.com`, password: 'abc123' }));
const validSignup = fc.integer({ min: 1, max: 1e9 }).map((n) =>
  jsonCase('/user/signup', { first_name: 'Real', last_name: 'Person', age: 30, email: `real${n}@example.com`, password: 'abc123' }),
);

/** `hostile` with one of `valid` after every `every` of them. */
function interleave(hostile: HostileCase[], valid: HostileCase[], every: number): HostileCase[] {
  return hostile.flatMap((each, index) => ((index + 1) % every === 0 && valid[(index + 1) / every - 1] ? [each, valid[(index + 1) / every - 1] as HostileCase] : [each]));
}

/** The answers to the counted cases that were let through (anything but 429). */
function countedThrough(cases: HostileCase[], answers: RawAnswer[]): RawAnswer[] {
  return answers.filter((answer, index) => answer.status !== 429 && isCounted(cases[index] as HostileCase));
}

describe('generated account requests with the real rate limits', () => {
  let app: FastifyInstance;
  let client: HttpClient;
  let db: Database.Database;
  const countRows = () => db.prepare<[], number>('SELECT count(*) FROM users').pluck().get() ?? -1;

  beforeAll(async () => {
    const dataDir = makeTempDir();
    // A clock that stands still: no window ends during the run, so the counts are exact.
    const frozen = Date.UTC(2030, 5, 1);
    app = buildTestApp(testConfig({ dataDir }), { now: () => frozen });
    client = createHttpClient(await app.listen({ port: 0, host: '127.0.0.1' }), { sockets: 4 });
    db = new Database(join(dataDir, 'freeplay.db'), { readonly: true, fileMustExist: true });
  });
  afterAll(async () => {
    client.close();
    db.close();
    await app.close();
    removeTempDirs();
  });

  async function sendAll(cases: HostileCase[]): Promise<RawAnswer[]> {
    const answers: RawAnswer[] = [];
    // Five at a time: the order of arrival does not matter, only how many get through.
    for (let start = 0; start < cases.length; start += 5) {
      const batch = cases.slice(start, start + 5);
      const answered = await Promise.all(batch.map((hostile) => client.send(hostile.request)));
      batch.forEach((hostile, index) => {
        const answer = answered[index];
        if (!answer) throw new Error('missing answer');
        checkAnswer(hostile, answer);
        if (answer.status === 429) expectRefusal(answer, /^Too many sign-(in|up) attempts\. Try again in \d+ (second|minute|hour)s?\.$/);
      });
      answers.push(...answered);
    }
    return answers;
  }

  function expectRefusal(answer: RawAnswer, message: RegExp) {
    expect(messageOf(answer)).toMatch(message);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  }

  it(`lets exactly ${DEFAULT_RATE_LIMITS.signinPerIp.limit} valid sign-ins of 300 through, whatever the forwarding headers`, async () => {
    const cases = interleave(fc.sample(withSpoofing(signinCase), 270), fc.sample(withSpoofing(validSignin), 30), 9);
    const counted = cases.filter(reachesTheRoute);
    const answers = await sendAll(counted);
    const valid = counted.filter(isCounted).length;
    expect(valid).toBeGreaterThan(DEFAULT_RATE_LIMITS.signinPerIp.limit);
    const through = countedThrough(counted, answers);
    expect(through).toHaveLength(DEFAULT_RATE_LIMITS.signinPerIp.limit);
    expect(answers.filter((answer, index) => answer.status === 429 && isCounted(counted[index] as HostileCase))).toHaveLength(valid - DEFAULT_RATE_LIMITS.signinPerIp.limit);
  }, 60_000);

  it(`lets exactly ${DEFAULT_RATE_LIMITS.signupPerIp.limit} valid sign-ups of 100 through and stores only those answered 201`, async () => {
    const before = countRows();
    const cases = interleave(fc.sample(withSpoofing(signupCase), 90).filter(reachesTheRoute).slice(0, 70), fc.sample(withSpoofing(validSignup), 30), 2).slice(0, 100);
    const answers = await sendAll(cases);
    expect(cases.filter(isCounted).length).toBeGreaterThan(DEFAULT_RATE_LIMITS.signupPerIp.limit);
    const through = countedThrough(cases, answers);
    expect(through).toHaveLength(DEFAULT_RATE_LIMITS.signupPerIp.limit);
    expect(countRows() - before).toBe(answers.filter((answer) => answer.status === 201).length);
  }, 60_000);

  it('still answers /healthz, which no limit applies to', async () => {
    const health = await client.get('/healthz');
    expect(health.status).toBe(200);
  });
});
