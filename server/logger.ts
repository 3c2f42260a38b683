/**
 * Logging through Fastify's pino, with redaction: passwords and tokens never reach a log line, even
 * when a future change logs headers or bodies. JSON lines by default; LOG_FORMAT=pretty prints
 * them for people through pino-pretty, which is loaded only then (in pino's transport thread).
 */
import type { FastifyServerOptions } from 'fastify';

const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'body.password',
  'req.body.password',
  'password',
  '*.password',
  'password_hash',
  '*.password_hash',
  'token',
  '*.token',
];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/**
 * Where log lines go: `false` for none (tests), or a level, a format and an optional destination
 * stream (which takes JSON lines; the pretty format writes to stdout).
 */
export type LogSetting = false | { level?: string; format?: LogFormat; stream?: { write(line: string): void } };

/** Fastify's logger option for a LogSetting; JSON at `info` to stdout by default. */
export function loggerOptions(setting: LogSetting = {}): FastifyServerOptions['logger'] {
  if (setting === false) return false;
  const shared = { level: setting.level ?? 'info', redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  if (setting.format === 'pretty' && !setting.stream) {
    return { ...shared, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } };
  }
  return { ...shared, ...(setting.stream ? { stream: setting.stream } : {}) };
}
