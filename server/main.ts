/**
 * Starts the server: reads the settings, builds the app and listens. SIGTERM and SIGINT stop it
 * gracefully: no new connections, in-flight requests finish, the database closes, exit code 0.
 */
import { buildApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { describeStartupError } from './startup-error.js';

// A shutdown that has not finished by then (a stuck client) ends the process anyway.
const SHUTDOWN_TIMEOUT_MS = 10_000;
const IDLE_SWEEP_MS = 250;

async function main(): Promise<void> {
  let config: Config | undefined;
  try {
    config = loadConfig();
    const app = buildApp(config);
    await app.listen({ port: config.port, host: config.host });

    let stopping = false;
    const stop = (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      app.log.info({ signal }, 'shutting down: finishing requests in flight');
      setTimeout(() => {
        app.log.error('shutdown took too long; exiting');
        process.exit(1);
      }, SHUTDOWN_TIMEOUT_MS).unref();
      // Keep-alive connections whose last request finished after close began would otherwise stay
      // open until their idle timeout (72 s) and hold the exit up.
      setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS).unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  } catch (error) {
    console.error(`freeplay: ${describeStartupError(error, config)}`);
    process.exit(1);
  }
}

void main();
