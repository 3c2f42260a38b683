/**
 * The process's open-file limit, read from /proc/self/limits (Linux): Node cannot raise its own
 * rlimit, so `npm run serve` raises the soft limit to the hard one in the shell before it starts
 * node, and main.ts warns when the limit it got is still below the hard limit.
 */
import { readFileSync } from 'node:fs';

export interface OpenFileLimit {
  soft: number;
  hard: number;
}

/** The "Max open files" row of a /proc/<pid>/limits text; undefined when absent ("unlimited" is Infinity). */
export function parseOpenFileLimit(limits: string): OpenFileLimit | undefined {
  const row = /^Max open files\s+(\S+)\s+(\S+)/m.exec(limits);
  if (!row) return undefined;
  const read = (value = '') => (value === 'unlimited' ? Infinity : Number(value));
  return { soft: read(row[1]), hard: read(row[2]) };
}

/** This process's limit; undefined where /proc is not there (macOS, Windows). */
export function openFileLimit(): OpenFileLimit | undefined {
  try {
    return parseOpenFileLimit(readFileSync('/proc/self/limits', 'utf8'));
  } catch {
    return undefined;
  }
}
