import { readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SETTING_NAMES, type Environment } from '../../server/config.js';
import { GAMES_SOURCE_SETTINGS } from '../../server/games/games-source.js';

const cwd = '/srv/freeplay';

function configError(env: Environment): ConfigError {
  try {
    loadConfig(env, { cwd });
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`expected a ConfigError for ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('has the documented defaults when nothing is set', () => {
    const config = loadConfig({}, { cwd, projectRoot: '/opt/app' });
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/freeplay/data',
      databaseUrl: undefined,
      jwtSecret: undefined,
      gamesSource: 'auto',
      freetogameApiUrl: 'https://www.freetogame.com/api',
      rapidapiKey: undefined,
      gamesRetryMs: 30_000,
      redisUrl: undefined,
      staticDir: '/opt/app/dist/app',
      trustProxy: false,
      maxConnectionsPerAddress: 100,
      logLevel: 'info',
      logFormat: 'json',
      logRequests: false,
    });
  });

  it('logs requests in production or when asked, and not otherwise', () => {
    expect(loadConfig({}, { cwd }).logRequests).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }, { cwd }).logRequests).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }, { cwd }).logRequests).toBe(true);
    expect(loadConfig({ LOG_REQUESTS: '1' }, { cwd }).logRequests).toBe(true);
    expect(loadConfig({ LOG_REQUESTS: 'yes' }, { cwd }).logRequests).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', LOG_REQUESTS: '0' }, { cwd }).logRequests).toBe(false);
  });

  it("finds the built app in the project's dist/app, whatever the working directory", () => {
    const { staticDir } = loadConfig({}, { cwd: '/' });
    expect(isAbsolute(staticDir)).toBe(true);
    expect(staticDir).toBe(join(process.cwd(), 'dist', 'app'));
  });

  it('reads every setting', () => {
    const config = loadConfig(
      {
        PORT: '3000',
        HOST: '0.0.0.0',
        DATA_DIR: 'var/db',
        DATABASE_URL: 'postgresql://app:pw@db.internal:5432/freeplay',
        JWT_SECRET: 's'.repeat(32),
        GAMES_SOURCE: 'rapidapi',
        FREETOGAME_API_URL: 'http://127.0.0.1:4000/api/',
        RAPIDAPI_KEY: 'key-123',
        GAMES_RETRY_SECONDS: '5',
        REDIS_URL: 'redis://127.0.0.1:6379/2',
        TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
        LOG_LEVEL: 'warn',
        LOG_FORMAT: 'pretty',
      },
      { cwd },
    );
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/freeplay/var/db',
      databaseUrl: 'postgresql://app:pw@db.internal:5432/freeplay',
      jwtSecret: 's'.repeat(32),
      gamesSource: 'rapidapi',
      freetogameApiUrl: 'http://127.0.0.1:4000/api',
      rapidapiKey: 'key-123',
      gamesRetryMs: 5_000,
      redisUrl: 'redis://127.0.0.1:6379/2',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      logLevel: 'warn',
      logFormat: 'pretty',
    });
  });

  it('trusts no proxy by default, or a hop count, or proxy addresses', () => {
    expect(loadConfig({}, { cwd }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }, { cwd }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }, { cwd }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '::1,fd00::/8' }, { cwd }).trustProxy).toEqual(['::1', 'fd00::/8']);
  });

  it('accepts every games source setting and treats blank values as unset', () => {
    for (const source of GAMES_SOURCE_SETTINGS) {
      expect(loadConfig({ GAMES_SOURCE: source, RAPIDAPI_KEY: 'k' }, { cwd }).gamesSource).toBe(source);
    }
    const blank = loadConfig({ PORT: ' ', DATABASE_URL: '', REDIS_URL: '', GAMES_SOURCE: '' }, { cwd });
    expect(blank).toMatchObject({ port: 8080, databaseUrl: undefined, redisUrl: undefined, gamesSource: 'auto' });
    expect(loadConfig({ PORT: '0' }, { cwd }).port).toBe(0);
  });

  it('treats a blank value as unset for every setting, the URLs included', () => {
    const blank = loadConfig({ FREETOGAME_API_URL: ' ', HOST: '', TRUST_PROXY: ' ', DATA_DIR: '', RAPIDAPI_KEY: ' ' }, { cwd, projectRoot: '/opt/app' });
    expect(blank).toEqual(loadConfig({}, { cwd, projectRoot: '/opt/app' }));
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT', /"abc" is not a port number/],
    [{ PORT: '70000' }, 'PORT', /0 to 65535/],
    [{ PORT: '-1' }, 'PORT', /not a port number/],
    [{ GAMES_SOURCE: 'foo' }, 'GAMES_SOURCE', /"foo" is not a games source; use one of auto, freetogame, rapidapi, demo/],
    [{ GAMES_SOURCE: 'Demo' }, 'GAMES_SOURCE', /not a games source/],
    [{ DATABASE_URL: 'mysql://root@localhost/db' }, 'DATABASE_URL', /scheme "mysql:" is not supported; use postgres:\/\//],
    [{ DATABASE_URL: 'freeplay.db' }, 'DATABASE_URL', /no scheme/],
    [{ DATABASE_URL: 'postgres://bad host/x' }, 'DATABASE_URL', /not a valid URL/],
    [{ FREETOGAME_API_URL: 'ftp://example.com/api' }, 'FREETOGAME_API_URL', /not an http:\/\/ or https:\/\/ URL/],
    [{ FREETOGAME_API_URL: 'not a url' }, 'FREETOGAME_API_URL', /not an http/],
    [{ GAMES_SOURCE: 'rapidapi' }, 'RAPIDAPI_KEY', /GAMES_SOURCE=rapidapi needs a RapidAPI key/],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET', /5 characters long; use at least 32/],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL', /redis:\/\/ or rediss:\/\//],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY', /neither a hop count from 1 to 10 nor a comma-separated list/],
    [{ TRUST_PROXY: '0' }, 'TRUST_PROXY', /hop count from 1 to 10/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY', /proxy addresses or CIDRs/],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL', /"verbose" is not a log level; use one of fatal, error, warn, info, debug, trace, silent/],
    [{ LOG_LEVEL: 'INFO' }, 'LOG_LEVEL', /not a log level/],
    [{ LOG_FORMAT: 'colour' }, 'LOG_FORMAT', /"colour" is not a log format; use one of json, pretty/],
    [{ LOG_REQUESTS: 'sometimes' }, 'LOG_REQUESTS', /"sometimes" is not on or off; use 1 \(on\) or 0 \(off\)/],
    [{ MAX_CONNECTIONS_PER_ADDRESS: 'lots' }, 'MAX_CONNECTIONS_PER_ADDRESS', /"lots" is not a whole number; use 0 \(no cap\)/],
    [{ GAMES_RETRY_SECONDS: '0' }, 'GAMES_RETRY_SECONDS', /"0" is not a number of seconds from 1 to 3600; the default is 30/],
    [{ GAMES_RETRY_SECONDS: '1.5' }, 'GAMES_RETRY_SECONDS', /"1.5" is not a number of seconds/],
    [{ GAMES_RETRY_SECONDS: '3601' }, 'GAMES_RETRY_SECONDS', /"3601" is not a number of seconds from 1 to 3600/],
  ])('refuses %j naming %s and why', (env, setting, why) => {
    const error = configError(env);
    expect(error.setting).toBe(setting);
    expect(error.message).toMatch(new RegExp(`^Invalid setting ${setting}: `));
    expect(error.message).toMatch(why);
    expect(error.message).not.toContain('\n');
  });

  it('never repeats a database password in its message', () => {
    expect(configError({ DATABASE_URL: 'mysql://root:hunter2@localhost/db' }).message).not.toContain('hunter2');
  });
});

describe('.env.example', () => {
  const example: Environment = Object.fromEntries(
    readFileSync('.env.example', 'utf8')
      .split('\n')
      .map((line) => /^([A-Z_]+)=(.*)$/.exec(line))
      .filter((match) => match !== null)
      .map((match) => [match[1], match[2]]),
  );

  it('names every setting the server reads, and nothing else', () => {
    expect(Object.keys(example).sort()).toEqual([...SETTING_NAMES].sort());
  });

  it('shows the defaults: loaded as it is, it gives the settings of an empty environment', () => {
    expect(loadConfig(example, { cwd })).toEqual(loadConfig({}, { cwd }));
  });
});
