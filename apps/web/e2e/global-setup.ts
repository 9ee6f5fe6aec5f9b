import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { freePort, startApiProcess } from './support/api-process';

const run = promisify(execFile);
const webRoot = fileURLToPath(new URL('..', import.meta.url));
// E2E_WEB_DIST: a build of one's own (`vite build --outDir …`), safe from another
// engineer's rebuild of apps/web/dist while the journeys run.
const webDist = process.env.E2E_WEB_DIST ?? join(webRoot, 'dist');

async function psql(url: string, sql: string): Promise<void> {
  await run('psql', [url, '-v', 'ON_ERROR_STOP=1', '-q', '-c', sql]);
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A fresh database `crewcall_e2e_<random>`, the real API on a free port serving the built
 * web app, and everything the journeys need to know about it (via `inject`).
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `pnpm --filter @crewcall/web build` first.');
  }
  if (!existsSync('/usr/bin/chromium')) {
    throw new Error('Chromium is missing: `apt-get install -y chromium`.');
  }

  const baseDbUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `crewcall_e2e_${randomBytes(5).toString('hex')}`;
  await psql(baseDbUrl, `CREATE DATABASE ${dbName}`);

  const port = await freePort();
  const adminEmail = 'admin@demo.crewcall.test';
  const adminPassword = `Admin-${randomBytes(6).toString('hex')}`;
  const operatorToken = randomBytes(24).toString('hex');
  const logFile = join(tmpdir(), `${dbName}.api.log`);
  // The API delivers mail here (the dev mailbox); journeys read links from it.
  const mailDir = mkdtempSync(join(tmpdir(), `${dbName}-mailbox-`));
  // Uploaded pictures (avatars, logos) of this run, not the developer's apps/api/data.
  const mediaDir = mkdtempSync(join(tmpdir(), `${dbName}-media-`));
  let api: Awaited<ReturnType<typeof startApiProcess>> | undefined;
  const stop = async () => {
    await api?.stop();
    rmSync(mediaDir, { recursive: true, force: true });
    await psql(baseDbUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((error) =>
      console.error(`Could not drop ${dbName}:`, error),
    );
  };

  try {
    api = await startApiProcess({
      port,
      logFile,
      env: {
        DATABASE_URL: withDatabase(baseDbUrl, dbName),
        WEB_DIST: webDist,
        DEMO_ADMIN_EMAIL: adminEmail,
        DEMO_ADMIN_PASSWORD: adminPassword,
        OPERATOR_TOKEN: operatorToken,
        JWT_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'info',
        MAIL_DIR: mailDir,
        MEDIA_DIR: mediaDir,
        // Links in mail point at this server, port included (as with `pnpm start`).
        PUBLIC_PORT: String(port),
        // The journeys log in and register many times from one address.
        RATE_LIMIT_CHECK_PER_MINUTE: '1000',
        RATE_LIMIT_REGISTER_PER_MINUTE: '1000',
        RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
        RATE_LIMIT_RESET_PER_MINUTE: '1000',
        RATE_LIMIT_FAILED_LOGINS_PER_ACCOUNT: '100',
        RATE_LIMIT_RESET_EMAILS_PER_ACCOUNT: '100',
        RATE_LIMIT_REDIS_PREFIX: `${dbName}:`,
        // The reminder scan every 5 s, not each minute: a journey that waits for a reminder
        // (confirm.e2e.ts) waits seconds, not a minute of the run.
        REMINDER_SCAN_SECONDS: '5',
        // With REDIS_URL set (CI), jobs go through BullMQ: each shard's server gets queues
        // of its own. On one shared queue a shard's worker took the other's jobs, found no
        // such row in its database, and the mail went out only when the owner's relay
        // re-queued it 10, 20, 40 s later.
        JOBS_REDIS_PREFIX: `${dbName}:jobs`,
      },
    });
  } catch (error) {
    await stop();
    throw error;
  }

  project.provide('baseUrl', `http://localhost:${port}`);
  project.provide('port', port);
  project.provide('adminEmail', adminEmail);
  project.provide('adminPassword', adminPassword);
  project.provide('operatorToken', operatorToken);
  project.provide('apiLog', logFile);
  project.provide('mailDir', mailDir);
  project.provide('databaseUrl', withDatabase(baseDbUrl, dbName));

  return stop;
}
