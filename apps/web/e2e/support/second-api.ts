import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startApiProcess } from './api-process';
import { env } from './context';

const webRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface SecondApi {
  /** http://localhost:{port}: the demo club, served by this API. */
  baseUrl: string;
  stop: () => Promise<void>;
}

/**
 * Another API process on the journeys' database, with its own settings (e.g. a short
 * access-token lifetime), for a journey that needs what the shared server must not have.
 * Bounded: always `stop()` it in a `finally`.
 */
export async function startSecondApi(settings: Record<string, string>): Promise<SecondApi> {
  const port = await freePort();
  const { stop } = await startApiProcess({
    port,
    logFile: join(tmpdir(), `crewcall-e2e-second-api-${port}.log`),
    env: {
      DATABASE_URL: env.databaseUrl,
      WEB_DIST: process.env.E2E_WEB_DIST ?? join(webRoot, 'dist'),
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      // Its mail stays apart from the journeys' mailbox.
      MAIL_DIR: mkdtempSync(join(tmpdir(), `crewcall-e2e-second-api-${port}-mail-`)),
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      RATE_LIMIT_CHECK_PER_MINUTE: '1000',
      RATE_LIMIT_REDIS_PREFIX: `e2e-second-${port}:`,
      // Queues of its own (see global-setup.ts); it shares the shard's database, whose job
      // rows either server may then run, each exactly once (the row lock decides).
      JOBS_REDIS_PREFIX: `e2e-second-${port}:jobs`,
      ...settings,
    },
  });
  return { baseUrl: `http://localhost:${port}`, stop };
}
