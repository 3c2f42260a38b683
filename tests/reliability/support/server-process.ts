/**
 * The server as production runs it, in a child process (`node --import tsx server/main.ts`), with
 * only the settings given: started on a free loopback port, its memory read from /proc, stopped
 * gracefully or killed with SIGKILL. Used by the crash, scale-out and memory tests and the soak.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface ServerProcess {
  /** http://127.0.0.1:PORT */
  origin: string;
  pid: number;
  /** Resolves with the exit code (null after a signal). */
  exited: Promise<number | null>;
  /** What it printed (stdout and stderr): all of it, or its start and its latest 64 KB. */
  output(): string;
  /** Resident memory now, in bytes (VmRSS from /proc/<pid>/status). */
  rssBytes(): number;
  /** SIGKILL: no shutdown of any kind, as in a crash or power cut of the process. */
  kill9(): Promise<void>;
  /** SIGTERM and wait for the exit (SIGKILL after `graceMs`). */
  stop(graceMs?: number): Promise<void>;
}

const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;
/** Output kept for error messages: the start and the latest lines (a soak logs hundreds of MB). */
const OUTPUT_KEPT = 64 * 1024;
const running = new Set<ChildProcessWithoutNullStreams>();

/** Starts the server with `env` over a minimal environment (PORT 0, HOST 127.0.0.1, GAMES_SOURCE demo). */
export async function startServerProcess(env: Record<string, string>, { startTimeoutMs = 30_000 } = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', HOST: '127.0.0.1', GAMES_SOURCE: 'demo', ...env },
  });
  running.add(child);
  let output = '';
  const keep = (chunk: string) => {
    output += chunk;
    if (output.length > 2 * OUTPUT_KEPT) output = `${output.slice(0, OUTPUT_KEPT / 2)}\n…\n${output.slice(-OUTPUT_KEPT)}`;
  };
  child.stdout.setEncoding('utf8').on('data', keep);
  child.stderr.setEncoding('utf8').on('data', keep);
  const exited = once(child, 'exit').then(([code]) => {
    running.delete(child);
    return code as number | null;
  });

  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`the server did not start within ${startTimeoutMs} ms:\n${output}`)), startTimeoutMs);
    const check = () => {
      const match = LISTENING.exec(output);
      if (match?.[1]) done(match[1]);
    };
    const done = (value: string) => {
      cleanup();
      resolve(value);
    };
    const fail = (error: Error) => {
      cleanup();
      child.kill('SIGKILL');
      reject(error);
    };
    const cleanup = () => {
      clearTimeout(timer);
      child.stdout.off('data', check);
    };
    child.stdout.on('data', check);
    void exited.then((code) => fail(new Error(`the server exited (${code}) before listening:\n${output}`)));
    check();
  });

  const pid = child.pid ?? -1;
  return {
    origin,
    pid,
    exited,
    output: () => output,
    rssBytes: () => readRssBytes(pid),
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Kills every server this process started and has not stopped (for afterAll and crashes of the caller). */
export async function killAllServers(): Promise<void> {
  const children = [...running];
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(children.map((child) => (child.exitCode === null && child.signalCode === null ? once(child, 'exit') : undefined)));
}

/** VmRSS of a process, in bytes. */
export function readRssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}
