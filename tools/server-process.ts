/**
 * The server as a child process, for the end-to-end suite, the reliability tests, the bench and the
 * soak: started on a free loopback port with only the settings given, ready once /healthz answers,
 * stoppable (SIGTERM, then SIGKILL), killable like a crash, and startable again on the same port and
 * settings. Its memory is read from /proc. Every wait is bounded.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';

export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface ServerProcessOptions {
  /** Node's arguments: the entry and its own arguments. Default: the server from source (`--import tsx server/main.ts`). */
  args?: readonly string[];
  /** Default: the project root. */
  cwd?: string;
  /** Settings over a minimal environment (PATH, HOME, HOST 127.0.0.1, GAMES_SOURCE demo, a free PORT). */
  env?: Record<string, string>;
  /** Output goes straight to this file instead of through this process (a bench server logs every request). */
  logFile?: string;
  startTimeoutMs?: number;
}

/** Output kept for error messages: the start and the latest lines (a soak logs hundreds of MB). */
const OUTPUT_KEPT = 64 * 1024;
const running = new Set<ChildProcess>();

function isRunning(child: ChildProcess | undefined): child is ChildProcess {
  return child !== undefined && child.exitCode === null && child.signalCode === null;
}

/** Kilobytes from a /proc/<pid>/status line such as `VmHWM:  123456 kB`. */
function statusBytes(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kb) throw new Error(`no ${field} for process ${pid}`);
  return Number(kb) * 1024;
}

export class ServerProcess {
  private child: ChildProcess | undefined;
  private kept = '';
  /** Resolves with the current process's exit code (null after a signal). */
  exited: Promise<number | null> = Promise.resolve(null);
  /** How the last stop() ended: the exit code ('0' is a clean shutdown), a signal, or a kill. */
  lastExit: string | undefined;

  private constructor(
    private readonly options: ServerProcessOptions,
    private readonly env: NodeJS.ProcessEnv,
    /** http://127.0.0.1:PORT */
    readonly url: string,
  ) {}

  /** Starts a server; resolves once its /healthz answers 200. */
  static async start(options: ServerProcessOptions = {}): Promise<ServerProcess> {
    const port = options.env?.PORT ?? String(await freePort());
    const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HOST: '127.0.0.1', GAMES_SOURCE: 'demo', ...options.env, PORT: port };
    const server = new ServerProcess(options, env, `http://127.0.0.1:${port}`);
    await server.start();
    return server;
  }

  get pid(): number {
    return this.child?.pid ?? -1;
  }

  get running(): boolean {
    return isRunning(this.child);
  }

  /** What it printed (stdout and stderr): all of it, or its start and its latest 64 KB. */
  output(): string {
    if (!this.options.logFile) return this.kept;
    return readFileSync(this.options.logFile, 'utf8').slice(-OUTPUT_KEPT);
  }

  /** Resident memory now, in bytes (VmRSS). */
  rssBytes(): number {
    return statusBytes(this.pid, 'VmRSS');
  }

  /** The highest resident memory since the process started, in bytes (VmHWM). */
  peakRssBytes(): number {
    return statusBytes(this.pid, 'VmHWM');
  }

  /** CPU time the process has used so far (user + system), in ms, from /proc/<pid>/stat. */
  cpuMs(): number | undefined {
    try {
      // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${this.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      const ticks = Number(fields[11]) + Number(fields[12]);
      return Number.isFinite(ticks) ? ticks * 10 : undefined;
    } catch {
      return undefined;
    }
  }

  /** Samples the resident memory every `intervalMs` until stop(), which returns the highest seen. */
  sampleRss(intervalMs = 200): { stop(): number | undefined } {
    let highest: number | undefined;
    const sample = () => {
      if (this.running) highest = Math.max(highest ?? 0, this.rssBytes());
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

  /** Starts the process (again, after stop() or kill9()) on the same port and settings. */
  async start(): Promise<void> {
    if (this.running) return;
    const { args = ['--import', 'tsx', 'server/main.ts'], cwd = PROJECT_ROOT, logFile } = this.options;
    const log = logFile === undefined ? undefined : openSync(logFile, 'a');
    const child = spawn(process.execPath, [...args], { cwd, env: this.env, stdio: ['ignore', log ?? 'pipe', log ?? 'pipe'] });
    if (log !== undefined) closeSync(log);
    this.child = child;
    running.add(child);
    const keep = (chunk: Buffer) => {
      this.kept += chunk.toString();
      if (this.kept.length > 2 * OUTPUT_KEPT) this.kept = `${this.kept.slice(0, OUTPUT_KEPT / 2)}\n…\n${this.kept.slice(-OUTPUT_KEPT)}`;
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.exited = once(child, 'exit').then(([code]) => {
      running.delete(child);
      return code as number | null;
    });
    await this.waitHealthy(child);
  }

  private async waitHealthy(child: ChildProcess): Promise<void> {
    const { startTimeoutMs = 30_000 } = this.options;
    const deadline = Date.now() + startTimeoutMs;
    while (Date.now() < deadline) {
      if (!isRunning(child)) throw new Error(`the server exited (${await this.exited}) before /healthz answered:\n${this.output()}`);
      try {
        const response = await fetch(`${this.url}/healthz`, { signal: AbortSignal.timeout(1_000) });
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await this.kill9();
    throw new Error(`the server did not answer /healthz within ${startTimeoutMs} ms:\n${this.output()}`);
  }

  /** SIGKILL: no shutdown of any kind, as in a crash or power cut of the process. */
  async kill9(): Promise<void> {
    if (isRunning(this.child)) this.child.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM, then SIGKILL after `graceMs` (above the server's own 10 s shutdown limit by default); resolves once it is gone. */
  async stop(graceMs = 12_000): Promise<void> {
    const child = this.child;
    if (!isRunning(child)) return;
    child.kill('SIGTERM');
    let killed = false;
    const timer = setTimeout(() => {
      killed = true;
      child.kill('SIGKILL');
    }, graceMs);
    const code = await this.exited;
    clearTimeout(timer);
    this.lastExit = killed ? `killed after ${graceMs} ms` : String(code ?? child.signalCode);
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }
}

/** Kills every server this process started and has not stopped (for afterAll and crashes of the caller). */
export async function killAllServers(): Promise<void> {
  const children = [...running];
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(children.map((child) => (isRunning(child) ? once(child, 'exit') : undefined)));
}
