/**
 * Session tokens through the whole app, on SQLite and PostgreSQL: every forged, altered, foreign or
 * expired token is refused by GET /user/me (the one route that checks tokens) with 401, a message and
 * no account data, while the real token keeps working until it expires.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ME_MESSAGES } from '../../server/routes/user/user-routes.js';
import { TOKEN_LIFETIME_SECONDS } from '../../server/security/token-service.js';
import { databaseFixtures } from '../server/helpers/databases.js';
import { removeTempDirs } from '../server/helpers/temp-dir.js';
import { buildTestApp, signupBody, testConfig, TEST_JWT_SECRET } from '../server/helpers/test-app.js';
import { forgedTokens } from './support/forged-tokens.js';
import { createHttpClient, jsonOf, messageOf, type HttpClient } from './support/http-client.js';

afterAll(removeTempDirs);

for (const database of databaseFixtures()) {
  describe.skipIf(!database.available)(`session tokens on ${database.name}`, () => {
    const clock = { ms: Date.UTC(2030, 0, 1) };
    let app: FastifyInstance;
    let client: HttpClient;
    let token = '';
    let email = '';

    beforeAll(async () => {
      await database.setUp();
      app = buildTestApp(testConfig(), { database: await database.open(), now: () => clock.ms });
      client = createHttpClient(await app.listen({ port: 0, host: '127.0.0.1' }));
      const body = signupBody();
      email = body.email;
      expect((await client.postJson('/user/signup', body)).status).toBe(201);
      const signin = await client.postJson('/user/signin', { email: body.email, password: body.password });
      token = (jsonOf(signin) as { token: string }).token;
    });
    afterAll(async () => {
      client?.close();
      await app?.close();
      await database.tearDown();
    });

    const me = (value: string) => client.get('/user/me', { authorization: `Bearer ${value}` });

    it('accepts the real token (the control for every refusal below)', async () => {
      const answer = await me(token);
      expect(answer.status).toBe(200);
      expect(jsonOf(answer)).toMatchObject({ user: { email } });
    });

    it('refuses every forged, altered or foreign token with 401, a message and nothing about the account', async () => {
      const forged = await forgedTokens(token, TEST_JWT_SECRET, Math.floor(clock.ms / 1000));
      const outcomes: Record<string, [number, string | undefined]> = {};
      for (const [name, value] of Object.entries(forged)) {
        const answer = await me(value);
        outcomes[name] = [answer.status, messageOf(answer)];
        expect(answer.headers['www-authenticate'], name).toBe('Bearer');
        expect(answer.text, name).not.toContain(email);
      }
      const expected = Object.fromEntries(Object.keys(forged).map((name) => [name, [401, ME_MESSAGES.invalid]]));
      expect(outcomes).toEqual(expected);
    });

    it('refuses the real token once its lifetime has passed, and takes it again never', async () => {
      clock.ms += (TOKEN_LIFETIME_SECONDS - 60) * 1000;
      expect((await me(token)).status).toBe(200);
      clock.ms += 61 * 1000;
      const expired = await me(token);
      expect([expired.status, messageOf(expired)]).toEqual([401, ME_MESSAGES.invalid]);
      clock.ms -= (TOKEN_LIFETIME_SECONDS + 1) * 1000;
    });

    it('refuses a missing token or another scheme with the sign-in message', async () => {
      const variants: Record<string, string>[] = [{}, { authorization: `Basic ${token}` }, { authorization: token }, { authorization: 'Bearer' }];
      for (const headers of variants) {
        const answer = await client.get('/user/me', headers);
        expect([answer.status, messageOf(answer)]).toEqual([401, ME_MESSAGES.missing]);
      }
    });
  });
}
