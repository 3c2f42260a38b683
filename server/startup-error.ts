import type { Config } from './config.js';
import { ConfigError } from './config.js';
import { DatabaseSetupError } from './db/database.js';

/** One line that says why the server could not start (never a stack trace, never a password). */
export function describeStartupError(error: unknown, config?: Config): string {
  if (error instanceof ConfigError || error instanceof DatabaseSetupError) return error.message;
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === 'EADDRINUSE' && config) return `PORT ${config.port} is already in use on ${config.host}; stop the other server or set PORT to a free port.`;
  if (code === 'EADDRNOTAVAIL' && config) return `HOST ${config.host} is not an address of this machine; use 127.0.0.1, 0.0.0.0 or one of its own addresses.`;
  if (code === 'EACCES' && config) return `Not allowed to listen on ${config.host}:${config.port}; use a PORT above 1023 or check DATA_DIR's permissions.`;
  return `Could not start: ${String(message ?? error).split('\n')[0]}`;
}
