/**
 * The server's settings (README.md, "Settings"), read once from the environment into a typed
 * Config. A bad value throws a ConfigError that names the setting and says why, so the start stops
 * with one clear line instead of failing later in some corner.
 */
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAMES_SOURCE_SETTINGS, MissingRapidapiKey, rapidapiKeyFor, type GamesSourceSetting } from './games-source.js';

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
  redisUrl?: string;
  /** Absolute path of the built app (vite's output). */
  staticDir: string;
  /**
   * Which reverse proxies' X-Forwarded-For to believe (Fastify's trustProxy): false (the default:
   * the per-IP rate limits see the connecting address), a hop count, or proxy addresses/CIDRs.
   */
  trustProxy: false | number | string[];
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

export const DEFAULT_PORT = 8080;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_FREETOGAME_API_URL = 'https://www.freetogame.com/api';
export const JWT_SECRET_MIN_LENGTH = 32;

export type Environment = Readonly<Record<string, string | undefined>>;

export interface LoadConfigOptions {
  /** Where relative paths (DATA_DIR) start; the process's working directory by default. */
  cwd?: string;
  /** The project root holding dist/app; found from this file's location by default. */
  projectRoot?: string;
}

/** Reads every setting from `env`; throws ConfigError for the first bad one. */
export function loadConfig(env: Environment = process.env, options: LoadConfigOptions = {}): Config {
  const cwd = options.cwd ?? process.cwd();
  const gamesSource = readGamesSource(env.GAMES_SOURCE);
  const rapidapiKey = readRapidapiKey(gamesSource, optional(env.RAPIDAPI_KEY));
  return {
    port: readPort(env.PORT),
    host: optional(env.HOST) ?? DEFAULT_HOST,
    dataDir: resolve(cwd, optional(env.DATA_DIR) ?? 'data'),
    databaseUrl: readDatabaseUrl(env.DATABASE_URL),
    jwtSecret: readJwtSecret(env.JWT_SECRET),
    gamesSource,
    freetogameApiUrl: readHttpUrl('FREETOGAME_API_URL', env.FREETOGAME_API_URL ?? DEFAULT_FREETOGAME_API_URL),
    rapidapiKey,
    redisUrl: readRedisUrl(env.REDIS_URL),
    staticDir: join(options.projectRoot ?? findProjectRoot(), 'dist', 'app'),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
  };
}

/** An unset or blank variable counts as not set. */
function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function readPort(raw: string | undefined): number {
  const value = optional(raw);
  if (value === undefined) return DEFAULT_PORT;
  if (!/^\d{1,5}$/.test(value) || Number(value) > 65535) {
    throw new ConfigError('PORT', `"${value}" is not a port number; use a whole number from 0 to 65535.`);
  }
  return Number(value);
}

function readGamesSource(raw: string | undefined): GamesSourceSetting {
  const value = optional(raw);
  if (value === undefined) return 'auto';
  const known = GAMES_SOURCE_SETTINGS.find((setting) => setting === value);
  if (!known) {
    throw new ConfigError('GAMES_SOURCE', `"${value}" is not a games source; use one of ${GAMES_SOURCE_SETTINGS.join(', ')}.`);
  }
  return known;
}

function readRapidapiKey(source: GamesSourceSetting, key: string | undefined): string | undefined {
  try {
    return rapidapiKeyFor(source, key);
  } catch (error) {
    if (error instanceof MissingRapidapiKey) throw new ConfigError('RAPIDAPI_KEY', error.message);
    throw error;
  }
}

function readDatabaseUrl(raw: string | undefined): string | undefined {
  const value = optional(raw);
  if (value === undefined) return undefined;
  const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(value)?.[0] ?? '';
  if (!/^postgres(ql)?:$/i.test(scheme)) {
    const shown = scheme ? `the scheme "${scheme}" is not supported` : 'it has no scheme';
    throw new ConfigError('DATABASE_URL', `${shown}; use postgres:// or postgresql://, or leave it unset for SQLite in DATA_DIR.`);
  }
  if (!URL.canParse(value)) {
    throw new ConfigError('DATABASE_URL', 'it is not a valid URL; expected postgres://user:password@host:5432/database.');
  }
  return value;
}

function readJwtSecret(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < JWT_SECRET_MIN_LENGTH) {
    throw new ConfigError('JWT_SECRET', `it is ${raw.length} characters long; use at least ${JWT_SECRET_MIN_LENGTH} random characters, or leave it unset to have one generated.`);
  }
  return raw;
}

function readHttpUrl(setting: string, raw: string): string {
  const value = raw.trim();
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new ConfigError(setting, `"${value}" is not an http:// or https:// URL.`);
  }
  return value.replace(/\/+$/, '');
}

function readRedisUrl(raw: string | undefined): string | undefined {
  const value = optional(raw);
  if (value === undefined) return undefined;
  if (!/^rediss?:\/\//i.test(value) || !URL.canParse(value)) {
    throw new ConfigError('REDIS_URL', 'it must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379.');
  }
  return value;
}

function readTrustProxy(raw: string | undefined): false | number | string[] {
  const value = optional(raw);
  if (value === undefined || value === 'false') return false;
  if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 10) return Number(value);
  const addresses = value.split(',').map((part) => part.trim());
  const isAddressOrCidr = (part: string) => {
    const [address = '', prefix, extra] = part.split('/');
    const family = isIP(address);
    if (!family || extra !== undefined) return false;
    return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
  };
  if (!addresses.every(isAddressOrCidr)) {
    throw new ConfigError('TRUST_PROXY', `"${value}" is neither a hop count from 1 to 10 nor a comma-separated list of proxy addresses or CIDRs (e.g. 10.0.0.0/8,127.0.0.1).`);
  }
  return addresses;
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
