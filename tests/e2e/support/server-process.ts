/**
 * The real server as a child process (`node dist/server/server/main.js` of a build), stoppable and
 * restartable on the same port and DATA_DIR, so offline and update journeys can take it away and
 * bring it back. Every wait is bounded.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export interface ServerSettings {
  /** Folder holding package.json and dist/ (the build the server serves). */
  buildRoot: string;
  port: number;
  dataDir: string;
  fakeUpstreamUrl: string;
}

const START_TIMEOUT_MS = 20_000;
// Above the server's own 10 s shutdown limit, so its exit code is what we see.
const STOP_TIMEOUT_MS = 12_000;

/** The caller's environment minus any database, Redis or secret of its own, plus the suite's settings. */
function serverEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'JWT_SECRET', 'RAPIDAPI_KEY']) delete env[name];
  return { ...env, NODE_ENV: 'production', HOST: '127.0.0.1', GAMES_SOURCE: 'freetogame', ...settings };
}

export class ServerProcess {
  private child: ChildProcess | undefined;
  private output: string[] = [];
  /** How the last stop ended: the exit code ('0' is a clean shutdown), a signal, or a kill. */
  lastExit: string | undefined;

  constructor(private readonly settings: ServerSettings) {}

  get url(): string {
    return `http://127.0.0.1:${this.settings.port}`;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Requests the server logged as incoming but never as completed (pino JSON lines), for diagnosis. */
  unfinished(): string {
    const open = new Map<string, string>();
    for (const line of this.output.join('').split('\n')) {
      try {
        const entry = JSON.parse(line) as { reqId?: string; msg?: string; req?: { method?: string; url?: string } };
        if (!entry.reqId) continue;
        if (entry.msg === 'incoming request') open.set(entry.reqId, `${entry.req?.method} ${entry.req?.url}`);
        else if (entry.msg === 'request completed') open.delete(entry.reqId);
      } catch {
        // not a log line
      }
    }
    return [...open.values()].join(', ');
  }

  /** The last lines the server wrote, for failure messages. */
  recentOutput(): string {
    return this.output.slice(-40).join('');
  }

  async start(): Promise<void> {
    if (this.running) return;
    const { buildRoot, port, dataDir, fakeUpstreamUrl } = this.settings;
    const child = spawn(process.execPath, [join(buildRoot, 'dist/server/server/main.js')], {
      cwd: buildRoot,
      env: serverEnv({ PORT: String(port), DATA_DIR: dataDir, FREETOGAME_API_URL: fakeUpstreamUrl }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const keep = (chunk: Buffer) => {
      this.output.push(chunk.toString());
      if (this.output.length > 4_000) this.output.splice(0, 2_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    await this.waitHealthy(child);
  }

  private async waitHealthy(child: ChildProcess): Promise<void> {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`The server exited (${child.exitCode ?? child.signalCode}) before /healthz answered:\n${this.recentOutput()}`);
      }
      try {
        const answer = await fetch(`${this.url}/healthz`, { signal: AbortSignal.timeout(1_000) });
        if (answer.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await this.stop();
    throw new Error(`The server did not answer /healthz within ${START_TIMEOUT_MS} ms:\n${this.recentOutput()}`);
  }

  /** SIGTERM, then SIGKILL if it has not exited in time. Resolves once the process is gone. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || !this.running) {
      this.child = undefined;
      return;
    }
    const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(String(code ?? signal))));
    const started = Date.now();
    child.kill('SIGTERM');
    let timeout: NodeJS.Timeout | undefined;
    const timer = new Promise<'timeout'>((resolve) => {
      timeout = setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS);
    });
    let outcome = await Promise.race([exited, timer]);
    clearTimeout(timeout);
    if (outcome === 'timeout') {
      child.kill('SIGKILL');
      outcome = `killed after ${STOP_TIMEOUT_MS} ms: ${await exited}`;
    }
    this.child = undefined;
    this.lastExit = outcome;
    const took = Date.now() - started;
    if (outcome !== '0' || process.env.E2E_DEBUG) {
      console.warn(`[e2e] server stopped after ${took} ms with exit ${outcome}; requests still open: ${this.unfinished() || 'none'}`);
    }
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }
}
