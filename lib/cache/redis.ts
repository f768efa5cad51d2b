import { Redis } from 'ioredis';
import { env } from '../env';
import { log } from '../log';

/** Options that make a Redis outage cost a request at most about a second, never hang it. */
export function createRedis(url: string): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
    connectTimeout: 2_000,
  });
  let lastWarning = 0;
  // Without a listener ioredis prints every reconnect failure; one line a minute is enough.
  redis.on('error', (error: Error) => {
    const now = Date.now();
    if (now - lastWarning < 60_000) return;
    lastWarning = now;
    log.warn('redis: connection error', { error: error.message });
  });
  return redis;
}

const globalState = globalThis as typeof globalThis & { __swaplensRedis?: Redis | null };

/** The process-wide Redis client when REDIS_URL is set, otherwise undefined. */
export function getRedis(): Redis | undefined {
  if (globalState.__swaplensRedis === undefined) {
    const url = env().REDIS_URL;
    globalState.__swaplensRedis = url ? createRedis(url) : null;
  }
  return globalState.__swaplensRedis ?? undefined;
}
