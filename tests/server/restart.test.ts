import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { JWT_SECRET_FILE_NAME } from '../../server/security/jwt-secret.js';
import { databaseFixtures } from './helpers/databases.js';
import { makeTempDir, removeTempDirs } from './helpers/temp-dir.js';
import { buildTestApp, postJson, signupBody, testConfig } from './helpers/test-app.js';

afterAll(removeTempDirs);

describe('a restart on the same DATA_DIR (SQLite, generated secret)', () => {
  it('keeps accounts and sessions: a user created before signs in after, and the old token still works', async () => {
    const config = testConfig({ dataDir: join(makeTempDir(), 'data'), jwtSecret: undefined });
    const body = signupBody();

    const before = buildTestApp(config);
    expect((await postJson(before, '/user/signup', body)).statusCode).toBe(201);
    const { token } = (await postJson(before, '/user/signin', { email: body.email, password: body.password })).json<{ token: string }>();
    await before.close();

    const secretFile = join(config.dataDir, JWT_SECRET_FILE_NAME);
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);
    expect(statSync(join(config.dataDir, 'freeplay.db')).isFile()).toBe(true);

    const after = buildTestApp(config);
    const signin = await postJson(after, '/user/signin', { email: body.email, password: body.password });
    expect(signin.statusCode).toBe(200);
    const me = await after.inject({ url: '/user/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(body.email);
    expect((await postJson(after, '/user/signup', body)).statusCode).toBe(409);
    await after.close();

    // A fresh DATA_DIR means a fresh key: the old token is foreign there.
    const elsewhere = buildTestApp(testConfig({ jwtSecret: undefined }));
    expect((await elsewhere.inject({ url: '/user/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    await elsewhere.close();
  });
});

for (const database of databaseFixtures()) {
  describe.skipIf(!database.available)(`a restart on ${database.name}`, () => {
    it('finds the accounts stored before it', async () => {
      await database.setUp();
      try {
        const config = testConfig();
        const body = signupBody();
        const firstDatabase = await database.open();
        const before = buildTestApp(config, { database: firstDatabase });
        expect((await postJson(before, '/user/signup', body)).statusCode).toBe(201);
        await before.close();
        await firstDatabase.close();

        const after = buildTestApp(config, { database: await database.open() });
        expect((await postJson(after, '/user/signin', { email: body.email, password: body.password })).statusCode).toBe(200);
        await after.close();
      } finally {
        await database.tearDown();
      }
    });
  });
}
