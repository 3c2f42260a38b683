/** What the figures were measured on: CPUs, memory, load, and the versions of the tools. */
import { spawnSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';

export interface Machine {
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  /** 1-minute load average when the bench started (the machine may be shared). */
  loadAtStart: number;
  node: string;
  nginx?: string;
  chromium?: string;
}

function nginxVersion(): string | undefined {
  for (const binary of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    const result = spawnSync(binary, ['-v'], { encoding: 'utf8', timeout: 5_000 });
    // nginx prints its version on stderr: "nginx version: nginx/1.26.3".
    const version = /nginx\/([\w.]+)/.exec(`${result.stderr ?? ''}${result.stdout ?? ''}`)?.[1];
    if (version) return version;
  }
  return undefined;
}

export function describeMachine(loadAtStart: number, chromium?: string): Machine {
  const list = cpus();
  return {
    cpus: list.length,
    cpuModel: list[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    loadAtStart,
    node: process.version,
    nginx: nginxVersion(),
    chromium,
  };
}

export function currentLoad(): number {
  return loadavg()[0] ?? 0;
}
