/**
 * Starts the server: reads the settings, builds the app and listens. SIGTERM and SIGINT stop it
 * gracefully through close-with-grace: no new connections, in-flight requests finish, the
 * database closes, exit code 0 (1 when the close fails or takes longer than 10 s).
 */
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { openFileLimit } from './open-file-limit.js';
import { readyLine } from './ready-line.js';
import { describeStartupError } from './startup-error.js';

// A shutdown that has not finished by then (a stuck client) ends the process anyway.
const SHUTDOWN_TIMEOUT_MS = 10_000;
const IDLE_SWEEP_MS = 250;

async function main(): Promise<void> {
  let config: Config | undefined;
  try {
    config = loadConfig();
    const app = buildApp(config);
    let announced = false;
    await app.listen({
      port: config.port,
      host: config.host,
      // Fastify calls this once per bound address as it logs "Server listening at …": the first call
      // is the moment the server is ready, so the line for people comes before every log line of it.
      listenTextResolver: (address) => {
        if (!announced) console.log(readyLine(address));
        announced = true;
        return `Server listening at ${address}`;
      },
    });
    const files = openFileLimit();
    if (files && files.soft < files.hard) {
      app.log.warn(files, `open-file limit ${files.soft} is below the allowed ${files.hard}: start with \`ulimit -n ${files.hard}\` (npm run serve does) so that more connections fit`);
    }

    closeWithGrace(
      {
        delay: SHUTDOWN_TIMEOUT_MS,
        logger: { error: (message: unknown) => app.log.error(message) },
        onTimeout: () => app.log.error('shutdown took too long; exiting'),
      },
      async ({ signal, err }) => {
        if (err) app.log.error({ err }, 'unexpected error; shutting down');
        app.log.info({ signal }, 'shutting down: finishing requests in flight');
        // Keep-alive connections whose last request finished after close began would otherwise stay
        // open until their idle timeout and hold the exit up. Queued gate waiters are released by the
        // games-upstream plugin's preClose hook.
        setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS).unref();
        await app.close();
      },
    );
  } catch (error) {
    console.error(`freeplay: ${describeStartupError(error, config)}`);
    process.exit(1);
  }
}

void main();
