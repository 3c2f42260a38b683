import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTempDirs } from '../helpers/temp-dir.js';
import { buildTestApp, testConfig } from '../helpers/test-app.js';

const RUNS = 300;
const roomy = { limit: 1_000_000, windowMs: 60_000 };

/** Field values of every JSON kind, plus near misses of valid ones. */
const fieldValue = fc.oneof(
  fc.jsonValue(),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('abc123', 'a@b.com', 'ABC123', ' ', '', '30', 'NaN', '1e3', '<script>', "' OR 1=1 --"),
  fc.integer(),
  fc.double(),
);

const userBody = fc.record(
  { first_name: fieldValue, last_name: fieldValue, age: fieldValue, email: fieldValue, password: fieldValue, extra: fieldValue },
  { requiredKeys: [] },
);

/** A raw request: JSON of any shape, broken JSON or text, under assorted content types. */
const rawRequest = fc.oneof(
  fc.record({ type: fc.constant('application/json'), payload: fc.oneof(userBody, fc.jsonValue()).map((value) => JSON.stringify(value) ?? 'null') }),
  fc.record({
    type: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-8', 'multipart/form-data; boundary=x', 'application/xml'),
    payload: fc.string({ maxLength: 200 }),
  }),
);

describe('account routes under generated bad bodies', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = buildTestApp(testConfig(), { rateLimits: { signinPerIp: roomy, signupPerIp: roomy, signinFailuresPerEmail: roomy } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    removeTempDirs();
  });

  for (const url of ['/user/signup', '/user/signin']) {
    it(`${url} never answers 5xx and always answers a JSON message`, async () => {
      await fc.assert(
        fc.asyncProperty(rawRequest, async ({ type, payload }) => {
          const response = await app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload });
          expect(response.statusCode).toBeLessThan(500);
          expect(response.headers['content-type']).toMatch(/^application\/json/);
          const body = response.json<{ message?: unknown; errors?: unknown }>();
          expect(typeof body.message).toBe('string');
          expect((body.message as string).length).toBeGreaterThan(0);
          if (response.statusCode === 400 && body.errors !== undefined) expect(Array.isArray(body.errors)).toBe(true);
        }),
        { numRuns: RUNS },
      );
    });
  }
});
