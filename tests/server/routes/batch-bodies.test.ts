/**
 * The three batch routes declare their body's top level as a route schema: Fastify refuses a body
 * that is not `{"ops": [...]}` within the limit before the handler runs, with the 400 every user
 * route answers (`{message, errors: [{field, message}]}`), and the refused body counts against no
 * write budget.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIARY_LIMITS } from '../../../src/contract/diary.js';
import { LIBRARY_LIMITS } from '../../../src/contract/library.js';
import { LIST_LIMITS } from '../../../src/contract/lists.js';
import { buildTestApp, postJson, signupBody, testConfig } from '../helpers/test-app.js';
import { removeTempDirs } from '../helpers/temp-dir.js';

const ROUTES = [
  { url: '/user/library/batch', maxOps: LIBRARY_LIMITS.opsPerBatch },
  { url: '/user/diary/batch', maxOps: DIARY_LIMITS.opsPerBatch },
  { url: '/user/lists/batch', maxOps: LIST_LIMITS.opsPerBatch },
];

let app: FastifyInstance;
let token = '';

beforeAll(async () => {
  // A budget of one write: a refused body that counted would leave none for the valid batch after it.
  const one = { limit: 1, windowMs: 60_000 };
  app = buildTestApp(testConfig(), { rateLimits: { libraryWritesPerUser: one, diaryWritesPerUser: one, listsWritesPerUser: one } });
  await app.ready();
  const body = signupBody();
  expect((await postJson(app, '/user/signup', body, '10.61.0.1')).statusCode).toBe(201);
  token = (await postJson(app, '/user/signin', { email: body.email, password: body.password }, '10.61.0.1')).json<{ token: string }>().token;
});
afterAll(async () => {
  await app.close();
  removeTempDirs();
});

describe.each(ROUTES)('$url', ({ url, maxOps }) => {
  const post = (payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });

  it('refuses a body that is not {"ops": [...]} within the limit with 400 naming ops, before any write is counted', async () => {
    const message = `The body must be {"ops": [...]} with at most ${maxOps} operations.`;
    // JSON that cannot be turned into text ({"toString": false}) is refused like any other.
    const textless = [[[{ toString: false }]], { ops: { toString: false, valueOf: 1 } }, [{ valueOf: {}, toString: null }]];
    for (const payload of [{}, { ops: 'all' }, { ops: { op: 'put' } }, [{ op: 'put' }], { ops: Array.from({ length: maxOps + 1 }, () => ({})) }, ...textless]) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, errors: [{ field: 'ops', message }] });
    }
    // The one write of the budget is still there: the refused bodies counted nothing.
    const fine = await post({ ops: [{ op: 'put' }] });
    expect(fine.statusCode).toBe(200);
    expect((fine.json() as { results: { status: number }[] }).results.map((result) => result.status)).toEqual([400]);
  });

  it('answers an operation that cannot be turned into text with its own 400, in its place', async () => {
    const response = await post({ ops: [{ toString: false }, [{ toString: false }], { op: { valueOf: {} }, toString: 1 }] });
    expect(response.statusCode).toBe(200);
    const results = (response.json() as { results: { status: number; message: string }[] }).results;
    expect(results.map((result) => result.status)).toEqual([400, 400, 400]);
    for (const result of results) expect(result.message).toMatch(/\w/);
  });
});
