import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseOpenFileLimit } from '../../server/open-file-limit.js';

const LIMITS = `Limit                     Soft Limit           Hard Limit           Units
Max processes             unlimited            unlimited            processes
Max open files            1024                 524288               files
`;

describe('the open-file limit', () => {
  it('is read from /proc/<pid>/limits', () => {
    expect(parseOpenFileLimit(LIMITS)).toEqual({ soft: 1024, hard: 524288 });
    expect(parseOpenFileLimit(LIMITS.replace('524288', 'unlimited'))).toEqual({ soft: 1024, hard: Infinity });
    expect(parseOpenFileLimit('nothing here')).toBeUndefined();
  });

  it('is raised to the hard limit by npm run serve before node starts', () => {
    const serve = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.serve ?? '';
    const prefix = serve.slice(0, serve.indexOf('MALLOC_'));
    expect(prefix).toMatch(/ulimit -n/);
    // The same shell step, from a soft limit of 256, then what a child process would get.
    const run = spawnSync('sh', ['-c', `ulimit -Sn 256; ${prefix} cat /proc/self/limits`], { encoding: 'utf8' });
    const limit = parseOpenFileLimit(run.stdout);
    expect(limit?.soft).toBe(limit?.hard);
  });
});
