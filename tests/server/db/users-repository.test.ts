import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUsersRepository, DuplicateEmailError, type NewUser, type UsersRepository } from '../../../server/db/users-repository.js';
import { databaseFixtures } from '../helpers/databases.js';
import { removeTempDirs } from '../helpers/temp-dir.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let counter = 0;
function newUser(overrides: Partial<NewUser> = {}): NewUser {
  counter += 1;
  return {
    email: `user${counter}@example.com`,
    first_name: 'Grace',
    last_name: 'Hopper',
    age: 42,
    password_hash: '$argon2id$v=19$m=1024,p=1,t=1$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2U',
    ...overrides,
  };
}

afterAll(removeTempDirs);

for (const database of databaseFixtures()) {
  describe.skipIf(!database.available)(`users repository on ${database.name}`, () => {
    let users: UsersRepository;

    beforeAll(async () => {
      await database.setUp();
      users = createUsersRepository(await database.open());
    });
    afterAll(() => database.tearDown());

    it('stores a user under a new UUID with the email normalised, and finds it by email and by id', async () => {
      const created = await users.create(newUser({ email: '  Grace.Hopper@Example.COM ' }));
      expect(created.id).toMatch(UUID);
      expect(created.email).toBe('grace.hopper@example.com');

      const expected = { ...created };
      expect(await users.findByEmail('grace.hopper@example.com')).toEqual(expected);
      expect(await users.findByEmail(' GRACE.HOPPER@example.com')).toEqual(expected);
      expect(await users.findById(created.id)).toEqual(expected);
      expect(await users.findById(created.id.toUpperCase())).toEqual(expected);
    });

    it('finds nobody for an unknown email, an unknown id or an id that is not a UUID', async () => {
      expect(await users.findByEmail('nobody@example.com')).toBeUndefined();
      expect(await users.findById('00000000-0000-4000-8000-000000000000')).toBeUndefined();
      expect(await users.findById("1' OR '1'='1")).toBeUndefined();
      expect(await users.findById('')).toBeUndefined();
    });

    it('refuses a second account with the same email, whatever its case or spaces', async () => {
      await users.create(newUser({ email: 'taken@example.com' }));
      await expect(users.create(newUser({ email: 'TAKEN@example.com ' }))).rejects.toBeInstanceOf(DuplicateEmailError);
      await expect(users.create(newUser({ email: 'taken@example.com' }))).rejects.toThrow('email already registered');
    });

    it('lets the database decide between simultaneous sign-ups with one email: exactly one wins', async () => {
      const other = createUsersRepository(await database.open());
      const attempts = await Promise.allSettled([
        users.create(newUser({ email: 'race@example.com' })),
        other.create(newUser({ email: 'Race@example.com' })),
        users.create(newUser({ email: 'race@example.com ' })),
      ]);
      const won = attempts.filter((attempt) => attempt.status === 'fulfilled');
      const lost = attempts.filter((attempt) => attempt.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(2);
      for (const attempt of lost) expect(attempt.status === 'rejected' && attempt.reason).toBeInstanceOf(DuplicateEmailError);
    });

    it('keeps text as given, SQL-looking input included (parameterised queries)', async () => {
      const created = await users.create(newUser({ first_name: "Robert'); DROP TABLE users;--", last_name: 'Tables' }));
      expect((await users.findById(created.id))?.first_name).toBe("Robert'); DROP TABLE users;--");
      expect(await users.findByEmail(created.email)).toBeDefined();
    });

    it('opens again over an existing database (migrations are applied once) and keeps its users', async () => {
      const created = await users.create(newUser());
      const reopened = createUsersRepository(await database.open());
      expect(await reopened.findById(created.id)).toEqual(created);
    });
  });
}
