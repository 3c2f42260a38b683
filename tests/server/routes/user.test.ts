import type { FastifyInstance } from 'fastify';
import { base64url, decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUsersRepository, type UsersRepository } from '../../../server/db/users-repository.js';
import { databaseFixtures } from '../helpers/databases.js';
import { removeTempDirs } from '../helpers/temp-dir.js';
import { buildTestApp, postJson, signupBody, TEST_JWT_SECRET, testConfig } from '../helpers/test-app.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const START = Date.UTC(2030, 5, 1);
const key = new TextEncoder().encode(TEST_JWT_SECRET);

afterAll(removeTempDirs);

for (const database of databaseFixtures()) {
  describe.skipIf(!database.available)(`account routes on ${database.name}`, () => {
    let app: FastifyInstance;
    let users: UsersRepository;
    let time = START;
    // Each test signs in from its own address, so the per-IP limits never interfere.
    let address = 0;
    const nextIp = () => `10.0.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

    beforeAll(async () => {
      await database.setUp();
      const opened = await database.open();
      users = createUsersRepository(opened);
      app = buildTestApp(testConfig(), { database: opened, now: () => time });
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
      await database.tearDown();
    });

    async function signUpAndIn(overrides: Record<string, unknown> = {}) {
      const body = signupBody(overrides);
      expect((await postJson(app, '/user/signup', body, nextIp())).statusCode).toBe(201);
      const signin = await postJson(app, '/user/signin', { email: body.email, password: body.password }, nextIp());
      return { body, token: signin.json<{ token: string }>().token };
    }

    describe('POST /user/signup', () => {
      it('answers 201 {message:"success"} and stores the account with a hashed password', async () => {
        const body = signupBody({ first_name: '  Alice ', email: ' New.Player@Example.com ' });
        const response = await postJson(app, '/user/signup', body, nextIp());
        expect(response.statusCode).toBe(201);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.json()).toEqual({ message: 'success' });

        const stored = await users.findByEmail('new.player@example.com');
        expect(stored).toMatchObject({ email: 'new.player@example.com', first_name: 'Alice', last_name: 'Walker', age: 30 });
        expect(stored?.password_hash).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
        expect(stored?.password_hash).not.toContain('abc123');
      });

      it('accepts the age as digits, as a form sends it', async () => {
        const response = await postJson(app, '/user/signup', signupBody({ age: '25' }), nextIp());
        expect(response.statusCode).toBe(201);
      });

      it('answers 409 {message:"email already registered"} for a taken email in any case or spacing', async () => {
        const body = signupBody();
        await postJson(app, '/user/signup', body, nextIp());
        const again = await postJson(app, '/user/signup', { ...body, email: ` ${body.email.toUpperCase()} ` }, nextIp());
        expect(again.statusCode).toBe(409);
        expect(again.json()).toEqual({ message: 'email already registered' });
      });

      it('gives one 201 and one 409 for two simultaneous sign-ups with one email', async () => {
        const body = signupBody();
        const answers = await Promise.all([
          postJson(app, '/user/signup', body, nextIp()),
          postJson(app, '/user/signup', { ...body, email: body.email.toUpperCase() }, nextIp()),
        ]);
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
        expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual({ message: 'email already registered' });
      });

      it('answers 400 with every failing field and its message', async () => {
        const response = await postJson(app, '/user/signup', { first_name: 'Al', last_name: 'x!', age: 9, email: 'a@b.org', password: 'ABC' }, nextIp());
        expect(response.statusCode).toBe(400);
        const body = response.json<{ message: string; errors: { field: string; message: string }[] }>();
        expect(body.errors.map((error) => error.field)).toEqual(['first_name', 'last_name', 'age', 'email', 'password']);
        for (const error of body.errors) {
          expect(error.message.length).toBeGreaterThan(5);
          expect(body.message).toContain(error.message);
        }
        expect(body.errors[3]?.message).toBe('Email must end in .com or .net.');
      });

      it('answers 400 naming each missing field for an empty object, and stores nothing', async () => {
        const response = await postJson(app, '/user/signup', {}, nextIp());
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual([
          { field: 'first_name', message: 'First name is required.' },
          { field: 'last_name', message: 'Last name is required.' },
          { field: 'age', message: 'Age is required.' },
          { field: 'email', message: 'Email is required.' },
          { field: 'password', message: 'Password is required.' },
        ]);
      });

      it('answers 400 for a body that is JSON but not an object', async () => {
        for (const payload of ['[]', '"text"', '42', 'null']) {
          const response = await app.inject({ method: 'POST', url: '/user/signup', headers: { 'content-type': 'application/json' }, payload, remoteAddress: nextIp() });
          expect(response.statusCode).toBe(400);
          expect(response.json().message).toEqual(expect.any(String));
        }
      });
    });

    describe('POST /user/signin', () => {
      it('answers 200 {message:"success", token} with an HS256 token of the documented claims', async () => {
        const body = signupBody({ first_name: 'Grace', last_name: 'Hopper', email: 'Grace.H@Example.net' });
        await postJson(app, '/user/signup', body, nextIp());
        const response = await postJson(app, '/user/signin', { email: ' grace.h@example.NET', password: 'abc123' }, nextIp());
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-store');
        const answer = response.json<{ message: string; token: string }>();
        expect(Object.keys(answer).sort()).toEqual(['message', 'token']);
        expect(answer.message).toBe('success');
        expect(decodeProtectedHeader(answer.token).alg).toBe('HS256');
        const claims = decodeJwt(answer.token);
        expect(Object.keys(claims).sort()).toEqual(['email', 'exp', 'first_name', 'iat', 'last_name', 'sub']);
        expect(claims).toMatchObject({ email: 'grace.h@example.net', first_name: 'Grace', last_name: 'Hopper', iat: START / 1000, exp: START / 1000 + 604800 });
        expect(claims.sub).toMatch(UUID);
        expect(claims.sub).toBe((await users.findByEmail('grace.h@example.net'))?.id);
      });

      it('answers 401 {message:"error", error:"incorrect email or password"} alike for a wrong password and an unknown email', async () => {
        const body = signupBody();
        await postJson(app, '/user/signup', body, nextIp());
        const wrongPassword = await postJson(app, '/user/signin', { email: body.email, password: 'abc124' }, nextIp());
        const unknownEmail = await postJson(app, '/user/signin', { email: 'nobody.here@example.com', password: 'abc123' }, nextIp());
        for (const response of [wrongPassword, unknownEmail]) {
          expect(response.statusCode).toBe(401);
          expect(response.json()).toEqual({ message: 'error', error: 'incorrect email or password' });
        }
      });

      it('answers 400 with field errors for a body that breaks the rules', async () => {
        const response = await postJson(app, '/user/signin', { email: 'not-an-email', password: '' }, nextIp());
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          message: 'Email must be a valid address, like name@example.com. Password is required.',
          errors: [
            { field: 'email', message: 'Email must be a valid address, like name@example.com.' },
            { field: 'password', message: 'Password is required.' },
          ],
        });
      });
    });

    describe('GET /user/me', () => {
      const me = (authorization?: string) => app.inject({ method: 'GET', url: '/user/me', headers: authorization ? { authorization } : {} });

      it('answers 200 {user:{id,email,first_name,last_name}} for a valid token, never the hash or the age', async () => {
        const { body, token } = await signUpAndIn({ first_name: 'Linus', last_name: 'Torvalds' });
        const response = await me(`Bearer ${token}`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.json()).toEqual({
          user: { id: decodeJwt(token).sub, email: body.email, first_name: 'Linus', last_name: 'Torvalds' },
        });
      });

      it('answers 401 {message} without a token or with a header that is not Bearer', async () => {
        for (const header of [undefined, 'Bearer', 'Basic dXNlcjpwYXNz', 'Token abc']) {
          const response = await me(header);
          expect(response.statusCode).toBe(401);
          expect(response.headers['www-authenticate']).toBe('Bearer');
          expect(Object.keys(response.json())).toEqual(['message']);
          expect(response.json().message).toMatch(/sign in/i);
        }
      });

      it('answers 401 for an expired token, and 200 again for a fresh one', async () => {
        const { body, token } = await signUpAndIn();
        time += 7 * 24 * 3600 * 1000 + 1000;
        try {
          expect((await me(`Bearer ${token}`)).statusCode).toBe(401);
          const fresh = await postJson(app, '/user/signin', { email: body.email, password: body.password }, nextIp());
          expect((await me(`Bearer ${fresh.json().token}`)).statusCode).toBe(200);
        } finally {
          time = START;
        }
      });

      it('answers 401 for a tampered, foreign, unsigned or other-algorithm token', async () => {
        const { token } = await signUpAndIn();
        const [header, payload, signature] = token.split('.') as [string, string, string];
        const claims = decodeJwt(token);
        const forged = base64url.encode(JSON.stringify({ ...claims, first_name: 'Mallory' }));
        const foreign = await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('x'.repeat(48)));
        const unsigned = `${base64url.encode('{"alg":"none","typ":"JWT"}')}.${payload}.`;
        const hs384 = await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS384' }).sign(key);
        for (const bad of [`${header}.${forged}.${signature}`, foreign, unsigned, hs384, 'not.a.token']) {
          const response = await me(`Bearer ${bad}`);
          expect(response.statusCode).toBe(401);
          expect(response.json().message).toMatch(/sign in again/);
        }
      });

      it('answers 401 for a well-signed token whose account does not exist', async () => {
        const now = Math.floor(START / 1000);
        const orphan = await new SignJWT({ email: 'ghost@example.com', first_name: 'Ghost', last_name: 'User' })
          .setProtectedHeader({ alg: 'HS256' }).setSubject('0b6b8f38-1d2a-4c55-9a7e-3f1e2d4c5b6a').setIssuedAt(now).setExpirationTime(now + 3600).sign(key);
        expect((await me(`Bearer ${orphan}`)).statusCode).toBe(401);
      });
    });
  });
}
