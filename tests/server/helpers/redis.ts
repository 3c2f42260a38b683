import { Redis } from 'ioredis';

/** The Redis of the Redis-store tests; they are skipped, with a notice, when it is not set. */
export const REDIS_URL = process.env.REDIS_URL?.trim() || undefined;

let warned = false;
/** Prints the skip notice once per test file. */
export function warnIfNoRedis(): void {
  if (REDIS_URL || warned) return;
  warned = true;
  console.warn('NOTICE: REDIS_URL is not set, so the Redis rate-limit tests are skipped.');
}

/** Deletes every key under `prefix` (keys of one test file's random prefix). */
export async function deleteRedisKeys(prefix: string): Promise<void> {
  if (!REDIS_URL) return;
  const redis = new Redis(REDIS_URL);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}
