/**
 * Logging through Fastify's pino, with redaction: passwords and tokens never reach a log line, even
 * when a future change logs headers or bodies.
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

/** Where log lines go: `false` for none (tests), or a level and an optional destination stream. */
export type LogSetting = false | { level?: string; stream?: { write(line: string): void } };

/** Fastify's logger option for a LogSetting; `info` to stdout by default. */
export function loggerOptions(setting: LogSetting = {}): FastifyServerOptions['logger'] {
  if (setting === false) return false;
  return {
    level: setting.level ?? 'info',
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(setting.stream ? { stream: setting.stream } : {}),
  };
}
