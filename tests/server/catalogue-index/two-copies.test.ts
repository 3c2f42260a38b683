import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCatalogueIndex, type CatalogueIndex } from '../../../src/contract/catalogue.js';
import { startFakeUpstream } from '../../../tools/fake-upstream.js';
import { deleteRedisKeys, REDIS_URL, warnIfNoRedis } from '../helpers/redis.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

warnIfNoRedis();
const COPY = fileURLToPath(new URL('./index-copy.ts', import.meta.url));
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const child of children) child.kill();
  removeTempDirs();
});

/** Starts one server copy and resolves with its port (within 20 s). */
async function startCopy(env: Record<string, string>): Promise<number> {
  const child = spawn(process.execPath, ['--import', 'tsx', COPY], { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'inherit'] });
  children.push(child);
  if (!child.stdout) throw new Error('no stdout from the server copy');
  const lines = createInterface({ input: child.stdout });
  const timer = setTimeout(() => child.kill(), 20_000);
  try {
    for await (const line of lines) {
      const port = (JSON.parse(line) as { port?: number }).port;
      if (port) return port;
    }
  } finally {
    clearTimeout(timer);
  }
  throw new Error('the server copy did not start');
}

/** Asks one copy until its index is built (at most 200 tries, 20 s). */
async function fullIndex(port: number): Promise<CatalogueIndex> {
  for (let tries = 0; tries < 200; tries += 1) {
    const answer = await fetch(`http://127.0.0.1:${port}/api/catalogue`);
    if (answer.ok) {
      const parsed = parseCatalogueIndex(await answer.json());
      if (parsed.ok && !parsed.value.partial) return parsed.value;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the catalogue index was never built');
}

describe.skipIf(!REDIS_URL)('two server copies sharing Redis', () => {
  it('build the catalogue index once: one copy under the lock, the other reads it', async () => {
    const fake = await startFakeUpstream();
    const prefix = `freeplay-test:catalogue-index:${process.pid}:${Date.now()}:`;
    try {
      const shared = { FAKE_URL: fake.url, REDIS_URL: REDIS_URL ?? '', KEY_PREFIX: prefix };
      const [one, two] = await Promise.all([
        startCopy({ ...shared, DATA_DIR: makeTempDir() }),
        startCopy({ ...shared, DATA_DIR: makeTempDir() }),
      ]);
      const [first, second] = await Promise.all([fullIndex(one), fullIndex(two)]);
      expect(first.generated_at).toBe(second.generated_at);
      expect(first.games).toHaveLength(418);
      const tagCalls = fake.requests.filter((request) => request.query.category !== undefined);
      expect(tagCalls).toHaveLength(45);
    } finally {
      for (const child of children.splice(0)) {
        child.stdin?.end();
        child.kill();
        if (child.exitCode === null) await once(child, 'exit');
      }
      await fake.close();
      await deleteRedisKeys(prefix);
    }
  }, 60_000);
});
