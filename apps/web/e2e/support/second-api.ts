import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { env } from './context';

const webRoot = fileURLToPath(new URL('../..', import.meta.url));
const repoRoot = join(webRoot, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

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
  const logFile = join(tmpdir(), `crewcall-e2e-second-api-${port}.log`);
  const log = createWriteStream(logFile);
  const child = spawn('pnpm', ['--filter', '@crewcall/api', 'start'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: env.databaseUrl,
      WEB_DIST: process.env.E2E_WEB_DIST ?? join(webRoot, 'dist'),
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      // Its mail stays apart from the journeys' mailbox.
      MAIL_DIR: mkdtempSync(join(tmpdir(), `crewcall-e2e-second-api-${port}-mail-`)),
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      RATE_LIMIT_CHECK_PER_MINUTE: '1000',
      RATE_LIMIT_REDIS_PREFIX: `e2e-second-${port}:`,
      ...settings,
    },
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((r) => child.once('exit', r));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      const timer = setTimeout(() => {
        try {
          if (child.pid) process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 10_000);
      await exited;
      clearTimeout(timer);
    }
    log.end();
  };

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok)
        return { baseUrl: `http://localhost:${port}`, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`The second API did not start:\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
}
