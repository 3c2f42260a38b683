/**
 * Carries each library change to every server copy's hub. With REDIS_URL, through Redis pub/sub
 * (a connection that publishes and a separate one that subscribes, as Redis requires); alone, the
 * copy's own hub gets it directly.
 */
import type { Redis } from 'ioredis';
import type { LiveChange } from './change-hub.js';

const DEFAULT_LIVE_CHANNEL = 'freeplay:library-changes';

export interface ChangeRelay {
  publish(change: LiveChange): void;
  close(): Promise<void>;
}

/** One copy, no Redis: a change reaches this copy's streams only, which are all there are. */
export function localRelay(deliver: (change: LiveChange) => void): ChangeRelay {
  return { publish: deliver, close: async () => undefined };
}

function parseChange(message: string): LiveChange | undefined {
  try {
    const value = JSON.parse(message) as Partial<LiveChange> | null;
    if (typeof value?.userId !== 'string') return undefined;
    const kind = value.kind === 'diary' || value.kind === 'lists' ? value.kind : undefined;
    return { userId: value.userId, device: typeof value.device === 'string' ? value.device : undefined, ...(kind ? { kind } : {}) };
  } catch {
    return undefined;
  }
}

export interface RedisRelayOptions {
  url: string;
  channel?: string;
  deliver(change: LiveChange): void;
  onError(error: unknown): void;
}

/** Every copy subscribes; a change is published once and delivered by each copy, this one included. */
export async function redisRelay(options: RedisRelayOptions): Promise<ChangeRelay> {
  const { Redis } = await import('ioredis');
  const channel = options.channel ?? DEFAULT_LIVE_CHANNEL;
  const connect = (): Redis => {
    const redis = new Redis(options.url, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
    redis.on('error', options.onError);
    return redis;
  };
  const publisher = connect();
  const subscriber = connect();
  subscriber.on('message', (from: string, message: string) => {
    const change = from === channel ? parseChange(message) : undefined;
    if (change) options.deliver(change);
  });
  // A Redis that is down at start must not stop the server: apps poll meanwhile, and the
  // subscription is made again whenever the connection is ready.
  subscriber.on('ready', () => void subscriber.subscribe(channel).catch(options.onError));
  await subscriber.subscribe(channel).catch(options.onError);
  const quit = (redis: Redis) => redis.quit().then(() => undefined, () => redis.disconnect());
  return {
    publish: (change) => void publisher.publish(channel, JSON.stringify(change)).catch(options.onError),
    close: async () => {
      await Promise.all([quit(publisher), quit(subscriber)]);
    },
  };
}
