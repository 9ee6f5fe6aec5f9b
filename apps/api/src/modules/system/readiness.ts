import type { Readiness } from '@crewcall/contract';
import type { FastifyInstance } from 'fastify';

type Part = keyof Readiness['checks'];
type Check = (() => Promise<void>) | null;

/** A part that has not answered in this long counts as down: a probe must not hang. */
export const READINESS_TIMEOUT_MS = 2000;

/**
 * What /api/ready asks: the database answers a statement, Redis (when REDIS_URL is set)
 * answers PING, and the media store is reachable and writable. All at once, each with a
 * time limit, so a probe takes at most READINESS_TIMEOUT_MS whatever is down.
 */
export function readinessChecks(app: FastifyInstance): Record<Part, Check> {
  const redis = app.redis;
  return {
    database: () => app.database.ping(),
    redis: redis ? async () => void (await redis.ping()) : null,
    storage: () => app.media.ping(),
  };
}

export async function checkReadiness(
  checks: Record<Part, Check>,
  onFailure: (part: Part, error: unknown) => void,
): Promise<{ checks: Readiness['checks']; failed: Part[] }> {
  const parts = Object.keys(checks) as Part[];
  const results = await Promise.all(
    parts.map(async (part) => {
      const check = checks[part];
      if (!check) return 'skipped' as const;
      try {
        await withTimeout(check(), READINESS_TIMEOUT_MS);
        return 'ok' as const;
      } catch (error) {
        onFailure(part, error);
        return 'failed' as const;
      }
    }),
  );
  const state = Object.fromEntries(
    parts.map((part, i) => [part, results[i]]),
  ) as Readiness['checks'];
  return { checks: state, failed: parts.filter((part) => state[part] === 'failed') };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
