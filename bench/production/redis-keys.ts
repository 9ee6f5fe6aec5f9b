import { createRequire } from 'node:module';

type RedisLike = {
  scan(cursor: string, ...args: (string | number)[]): Promise<[string, string[]]>;
  del(...keys: string[]): Promise<number>;
  disconnect(): void;
};

/**
 * Deletes the bench's keys (its job queues and rate-limit counters, all under `prefix`)
 * from the shared Redis. ioredis is the API's dependency, loaded from there (bench/ is
 * not a package of its own).
 */
export async function removeRedisKeys(apiRoot: string, url: string, prefix: string) {
  const require = createRequire(`${apiRoot}/package.json`);
  const { Redis } = require('ioredis') as { Redis: new (url: string, o: object) => RedisLike };
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
