import 'server-only';
import { Redis } from 'ioredis';
import { env } from '../env';
import { log } from '../log';
import { processSingleton } from '../process-singleton.mjs';

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

const processRedis = processSingleton('redis', (): Redis | null => {
  const url = env().REDIS_URL;
  return url ? createRedis(url) : null;
});

/** The process-wide Redis client when REDIS_URL is set, otherwise undefined. */
export function getRedis(): Redis | undefined {
  return processRedis() ?? undefined;
}
