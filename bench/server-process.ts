/**
 * The real server as a child process (bench/server-child.mjs over the bench build), so its memory
 * and CPU are its own: started on a free loopback port, stopped with SIGTERM (SIGKILL after a
 * bounded wait), its peak and current RSS read from /proc/<pid>/status.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { openSync, closeSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RateLimitSettings } from '../server/security/rate-limits.js';

const CHILD = fileURLToPath(new URL('./server-child.mjs', import.meta.url));
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;

export interface ServerStartOptions {
  buildRoot: string;
  dataDir: string;
  upstreamUrl: string;
  /** Where the server's log lines go (it logs as in production: info, one line per event). */
  logFile: string;
  staticDir?: string;
  rateLimits?: Partial<RateLimitSettings>;
}

/** Kilobytes from a /proc/<pid>/status line such as `VmHWM:  123456 kB`; undefined when absent. */
function statusKb(pid: number, field: 'VmHWM' | 'VmRSS'): number | undefined {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

export class BenchServer {
  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
    readonly pid: number,
  ) {}

  static async start(options: ServerStartOptions): Promise<BenchServer> {
    const { rateLimits, staticDir } = options;
    const env: NodeJS.ProcessEnv = { ...process.env };
    // The bench's own database, Redis or secret settings must not leak into the measured server.
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'JWT_SECRET', 'RAPIDAPI_KEY']) delete env[name];
    const log = openSync(options.logFile, 'a');
    const child = fork(CHILD, [options.buildRoot], {
      env: {
        ...env,
        NODE_ENV: 'production',
        // As `npm run serve` starts it: glibc hands each Argon2id block (19 MiB) back to the system.
        MALLOC_MMAP_THRESHOLD_: '131072',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: options.dataDir,
        GAMES_SOURCE: 'freetogame',
        FREETOGAME_API_URL: options.upstreamUrl,
        BENCH_SERVER_OPTIONS: JSON.stringify({ staticDir, rateLimits }),
      },
      execArgv: [],
      stdio: ['ignore', log, log, 'ipc'],
    });
    closeSync(log);
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`the server did not start within ${START_TIMEOUT_MS / 1000} s (log: ${options.logFile})`));
      }, START_TIMEOUT_MS);
      child.once('message', (message: { port?: unknown }) => {
        clearTimeout(timer);
        if (typeof message.port === 'number') resolve(message.port);
        else reject(new Error(`the server sent ${JSON.stringify(message)} instead of its port`));
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the server exited (${code}) before listening; see ${options.logFile}`));
      });
    });
    if (child.pid === undefined) throw new Error('the server process has no pid');
    return new BenchServer(child, `http://127.0.0.1:${port}`, child.pid);
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Highest resident set size since the process started, in bytes (VmHWM). */
  peakRssBytes(): number | undefined {
    const value = statusKb(this.pid, 'VmHWM');
    return value === undefined ? undefined : value * 1024;
  }

  /** Resident set size now, in bytes. */
  rssBytes(): number | undefined {
    const value = statusKb(this.pid, 'VmRSS');
    return value === undefined ? undefined : value * 1024;
  }

  /** Samples the resident set size every `intervalMs` until stop(), which returns the highest seen. */
  sampleRss(intervalMs = 200): { stop(): number | undefined } {
    let highest: number | undefined;
    const sample = () => {
      const value = this.rssBytes();
      if (value !== undefined) highest = Math.max(highest ?? 0, value);
    };
    sample();
    const timer = setInterval(sample, intervalMs);
    return {
      stop: () => {
        clearInterval(timer);
        sample();
        return highest;
      },
    };
  }

  /** SIGTERM, then SIGKILL if it has not exited in time; resolves once it is gone. */
  async stop(): Promise<void> {
    if (!this.running) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), STOP_TIMEOUT_MS);
    });
    if ((await Promise.race([exited, late])) === 'late') {
      this.child.kill('SIGKILL');
      await exited;
    }
    clearTimeout(timer);
  }
}
