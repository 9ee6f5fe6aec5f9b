import { once } from 'node:events';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '@/env';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis connection (REDIS_URL), null without one; /api/ready pings it. */
    redis: Redis | null;
  }
}

/**
 * @fastify/rate-limit for the routes that ask for it (`app.rateLimit(...)`,
 * `app.createRateLimit(...)`; nothing is limited globally). Counters live in Redis when
 * REDIS_URL is set, so every API process shares them; in memory otherwise.
 */
export default fp(
  async function rateLimitPlugin(app: FastifyInstance, opts: { config: Config }) {
    const redis = opts.config.REDIS_URL ? await connectRedis(app, opts.config.REDIS_URL) : null;
    app.decorate('redis', redis);
    await app.register(rateLimit, {
      global: false,
      // A Redis outage must not lock everyone out: limits are skipped, argon2 still slows guessing.
      skipOnError: true,
      ...(redis ? { redis, nameSpace: opts.config.RATE_LIMIT_REDIS_PREFIX } : {}),
    });
    if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => {})));
  },
  { name: 'rate-limit' },
);

async function connectRedis(app: FastifyInstance, url: string) {
  // Fail fast rather than queue: a request waits for its counter, never for a reconnect.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  let lastWarning = 0;
  redis.on('error', (error) => {
    if (Date.now() - lastWarning < 60_000) return; // one warning a minute while it is down
    lastWarning = Date.now();
    app.log.warn({ err: error }, 'rate limits: Redis unreachable, limits are not enforced');
  });
  // Wait briefly for the connection so the first requests are counted; boot anyway if down.
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    once(redis, 'ready').catch(() => {}), // an 'error' first: go on, the warning says why
    new Promise((resolve) => {
      timer = setTimeout(resolve, 2000);
    }),
  ]);
  clearTimeout(timer);
  return redis;
}
