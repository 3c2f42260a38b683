/**
 * The server's settings (README.md, "Settings"): one superstruct schema of every environment
 * variable, each coerced from its text to a typed value. A bad value throws a ConfigError that
 * names the setting and says why, so the start stops with one clear line instead of failing later.
 */
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { coerce, define, optional, string, type, type Struct } from 'superstruct';
import { validate } from '../src/contract/struct-checks.js';
import { GAMES_SOURCE_SETTINGS, MissingRapidapiKey, rapidapiKeyFor, type GamesSourceSetting } from './games/games-source.js';
import { LOG_FORMATS, LOG_LEVELS, type LogFormat, type LogLevel } from './logger.js';

/** The server's settings; every field comes from one environment variable (or its default). */
export interface Config {
  port: number;
  host: string;
  /** Absolute path: the SQLite file and the generated JWT secret live here. */
  dataDir: string;
  /** A postgres:// URL selects PostgreSQL; undefined means SQLite in dataDir. */
  databaseUrl?: string;
  /** At least 32 characters; undefined means generated once and kept in dataDir. */
  jwtSecret?: string;
  gamesSource: GamesSourceSetting;
  /** Base URL of the games service, without a trailing slash. */
  freetogameApiUrl: string;
  rapidapiKey?: string;
  /** How long the server leaves the games service alone after it failed, answering from its cache or the demo (ms). */
  gamesRetryMs: number;
  redisUrl?: string;
  /** Absolute path of the built app (vite's output). */
  staticDir: string;
  /**
   * Which reverse proxies' X-Forwarded-For to believe (Fastify's trustProxy): false (the default:
   * the per-IP rate limits see the connecting address), a hop count, or proxy addresses/CIDRs.
   */
  trustProxy: false | number | string[];
  /** Most concurrent connections from one client address (IPv6: its /64); 0 turns the cap off. */
  maxConnectionsPerAddress: number;
  /** The lowest level logged. */
  logLevel: LogLevel;
  /** One line per request at `info` (else at `debug`): LOG_REQUESTS, by default on in production (NODE_ENV=production). */
  logRequests: boolean;
  /** JSON lines (for log collectors) or `pretty` (for people, through pino-pretty). */
  logFormat: LogFormat;
}

/** A setting with a bad value; `message` is the one line main.ts prints. */
export class ConfigError extends Error {
  constructor(
    readonly setting: string,
    readonly reason: string,
  ) {
    super(`Invalid setting ${setting}: ${reason}`);
    this.name = 'ConfigError';
  }
}

const DEFAULT_PORT = 8080;
const DEFAULT_HOST = '127.0.0.1';
const DEFAULT_FREETOGAME_API_URL = 'https://www.freetogame.com/api';
export const JWT_SECRET_MIN_LENGTH = 32;
const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 100;
const DEFAULT_GAMES_RETRY_SECONDS = 30;
const MAX_GAMES_RETRY_SECONDS = 3600;

export type Environment = Readonly<Record<string, string | undefined>>;

export interface LoadConfigOptions {
  /** Where relative paths (DATA_DIR) start; the process's working directory by default. */
  cwd?: string;
  /** The project root holding dist/app; found from this file's location by default. */
  projectRoot?: string;
}

/** Why a text is not a valid value of its setting; the schema reports it as the failure message. */
class Refusal {
  constructor(readonly reason: string) {}
}

/**
 * One environment variable: its text, trimmed (blank counts as unset), coerced by `parse` to the
 * value or a Refusal; unset gives `fallback`. `untrimmed` keeps the text exactly (secrets).
 */
function setting<T>(parse: (text: string) => T | Refusal, fallback: T, untrimmed?: 'untrimmed'): Struct<T, null>;
function setting<T>(parse: (text: string) => T | Refusal): Struct<T | undefined, null>;
function setting<T>(parse: (text: string) => T | Refusal, fallback?: T, untrimmed?: 'untrimmed'): Struct<T | undefined, null> {
  const checked = define<T | undefined>('setting', (value) => (value instanceof Refusal ? value.reason : true));
  return coerce(checked, optional(string()), (raw: string | undefined) => {
    const text = untrimmed ? raw : raw?.trim();
    return text ? parse(text) : fallback;
  });
}

/** A parser for a setting that takes one of `known`, exactly as written. */
function oneOf<T extends string>(known: readonly T[], what: string): (text: string) => T | Refusal {
  return (text) => known.find((value) => value === text) ?? new Refusal(`"${text}" is not ${what}; use one of ${known.join(', ')}.`);
}

const SETTINGS = type({
  PORT: setting((text) => (/^\d{1,5}$/.test(text) && Number(text) <= 65535 ? Number(text) : new Refusal(`"${text}" is not a port number; use a whole number from 0 to 65535.`)), DEFAULT_PORT),
  HOST: setting((text) => text, DEFAULT_HOST),
  DATA_DIR: setting((text) => text, 'data'),
  DATABASE_URL: setting(parseDatabaseUrl),
  JWT_SECRET: setting(parseJwtSecret, undefined, 'untrimmed'),
  GAMES_SOURCE: setting<GamesSourceSetting>(oneOf(GAMES_SOURCE_SETTINGS, 'a games source'), 'auto'),
  FREETOGAME_API_URL: setting(parseHttpUrl, DEFAULT_FREETOGAME_API_URL),
  RAPIDAPI_KEY: setting((text) => text),
  GAMES_RETRY_SECONDS: setting(
    (text) => (/^\d{1,4}$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_GAMES_RETRY_SECONDS ? Number(text) : new Refusal(`"${text}" is not a number of seconds from 1 to ${MAX_GAMES_RETRY_SECONDS}; the default is ${DEFAULT_GAMES_RETRY_SECONDS}.`)),
    DEFAULT_GAMES_RETRY_SECONDS,
  ),
  REDIS_URL: setting((text) => (/^rediss?:\/\//i.test(text) && URL.canParse(text) ? text : new Refusal('it must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379.'))),
  TRUST_PROXY: setting(parseTrustProxy, false),
  MAX_CONNECTIONS_PER_ADDRESS: setting(
    (text) => (/^\d{1,6}$/.test(text) ? Number(text) : new Refusal(`"${text}" is not a whole number; use 0 (no cap) or a number of connections such as 100.`)),
    DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
  ),
  LOG_LEVEL: setting<LogLevel>(oneOf(LOG_LEVELS, 'a log level'), 'info'),
  LOG_FORMAT: setting<LogFormat>(oneOf(LOG_FORMATS, 'a log format'), 'json'),
  LOG_REQUESTS: setting(parseSwitch),
  NODE_ENV: setting((text) => text),
});

/** The name of every setting, as the environment spells it (.env.example lists them all). */
export const SETTING_NAMES = Object.keys(SETTINGS.schema);

/** Reads every setting from `env`; throws ConfigError for the first bad one. */
export function loadConfig(env: Environment = process.env, options: LoadConfigOptions = {}): Config {
  const [error, settings] = validate(env, SETTINGS, { coerce: true });
  if (error) {
    const failure = error.failures()[0] ?? error;
    throw new ConfigError(String(failure.path[0] ?? failure.key), failure.message);
  }
  return {
    port: settings.PORT,
    host: settings.HOST,
    dataDir: resolve(options.cwd ?? process.cwd(), settings.DATA_DIR),
    databaseUrl: settings.DATABASE_URL,
    jwtSecret: settings.JWT_SECRET,
    gamesSource: settings.GAMES_SOURCE,
    freetogameApiUrl: settings.FREETOGAME_API_URL,
    rapidapiKey: readRapidapiKey(settings.GAMES_SOURCE, settings.RAPIDAPI_KEY),
    gamesRetryMs: settings.GAMES_RETRY_SECONDS * 1000,
    redisUrl: settings.REDIS_URL,
    staticDir: join(options.projectRoot ?? findProjectRoot(), 'dist', 'app'),
    trustProxy: settings.TRUST_PROXY,
    maxConnectionsPerAddress: settings.MAX_CONNECTIONS_PER_ADDRESS,
    logLevel: settings.LOG_LEVEL,
    logFormat: settings.LOG_FORMAT,
    logRequests: settings.LOG_REQUESTS ?? settings.NODE_ENV === 'production',
  };
}

/** An on/off setting: 1, true, yes or on; 0, false, no or off. */
function parseSwitch(text: string): boolean | Refusal {
  if (/^(1|true|yes|on)$/i.test(text)) return true;
  if (/^(0|false|no|off)$/i.test(text)) return false;
  return new Refusal(`"${text}" is not on or off; use 1 (on) or 0 (off).`);
}

function readRapidapiKey(source: GamesSourceSetting, key: string | undefined): string | undefined {
  try {
    return rapidapiKeyFor(source, key);
  } catch (error) {
    if (error instanceof MissingRapidapiKey) throw new ConfigError('RAPIDAPI_KEY', error.message);
    throw error;
  }
}

function parseDatabaseUrl(text: string): string | Refusal {
  const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(text)?.[0] ?? '';
  if (!/^postgres(ql)?:$/i.test(scheme)) {
    const shown = scheme ? `the scheme "${scheme}" is not supported` : 'it has no scheme';
    return new Refusal(`${shown}; use postgres:// or postgresql://, or leave it unset for SQLite in DATA_DIR.`);
  }
  return URL.canParse(text) ? text : new Refusal('it is not a valid URL; expected postgres://user:password@host:5432/database.');
}

function parseJwtSecret(text: string): string | Refusal {
  if (text.length >= JWT_SECRET_MIN_LENGTH) return text;
  return new Refusal(`it is ${text.length} characters long; use at least ${JWT_SECRET_MIN_LENGTH} random characters, or leave it unset to have one generated.`);
}

function parseHttpUrl(text: string): string | Refusal {
  const url = URL.canParse(text) ? new URL(text) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return new Refusal(`"${text}" is not an http:// or https:// URL.`);
  return text.replace(/\/+$/, '');
}

function parseTrustProxy(text: string): false | number | string[] | Refusal {
  if (text === 'false') return false;
  if (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 10) return Number(text);
  const addresses = text.split(',').map((part) => part.trim());
  const isAddressOrCidr = (part: string) => {
    const [address = '', prefix, extra] = part.split('/');
    const family = isIP(address);
    if (!family || extra !== undefined) return false;
    return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
  };
  if (addresses.every(isAddressOrCidr)) return addresses;
  return new Refusal(`"${text}" is neither a hop count from 1 to 10 nor a comma-separated list of proxy addresses or CIDRs (e.g. 10.0.0.0/8,127.0.0.1).`);
}

/** The nearest folder above this file holding package.json: the same from server/ and dist/server/server/. */
function findProjectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth += 1) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return process.cwd();
}
