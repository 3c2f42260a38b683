/** Runs a command to its end with a time limit, keeping its output for the error message. */
import { spawn } from 'node:child_process';

export interface CommandOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  timeoutMs: number;
}

/** Resolves with the combined output; rejects with its tail when the command fails or runs too long. */
export function runCommand(command: string, args: readonly string[], options: CommandOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: string[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      const text = output.join('');
      if (code === 0) return resolve(text);
      const why = timedOut ? `took longer than ${options.timeoutMs / 1000} s` : `failed (${code ?? signal})`;
      reject(new Error(`${[command, ...args].join(' ')} ${why}:\n${text.slice(-3_000)}`));
    });
  });
}
