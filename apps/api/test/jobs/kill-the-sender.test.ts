import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createOrg, createPerson, type TestOrg } from '@test/factories';
import { linkIn } from '@test/mail';
import { OPERATOR_TOKEN } from '@test/test-app';
import { createTestDatabase, openAsOwner } from '@test/test-database';
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMailbox } from '@/adapters/mail/mailbox';
import { buildApp } from '@/app';
import { type Database, openDatabase } from '@/db/client';
import { jobs, messages, passwordResetTokens } from '@/db/schema';
import { loadConfig } from '@/env';

// Issue 21: a reset mail requested just before the process dies is sent after restart, once.
// A real second process asks for the reset, commits, claims the job and is killed (SIGKILL)
// at the moment it would send; then the API starts again on the same database.

let url: string;
let drop: () => Promise<void>;
let owner: Database;
let org: TestOrg;
let member: { id: number; email: string };
const mailDir = mkdtempSync(path.join(tmpdir(), 'crewcall-mailbox-'));
const apiRoot = path.resolve(import.meta.dirname, '../..');

beforeAll(async () => {
  ({ url, drop } = await createTestDatabase());
  owner = await openAsOwner(url);
  org = await createOrg(owner.db);
  member = await createPerson(owner.db, org);
});
afterAll(async () => {
  await owner?.close();
  await drop?.();
});

/** Runs the sender process until it says `line`, then kills it with SIGKILL. */
async function killWhenItSays(child: ChildProcess, line: string) {
  let out = '';
  let err = '';
  child.stderr?.on('data', (chunk) => {
    err += chunk;
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no "${line}" in time:\n${out}\n${err}`)),
      60_000,
    );
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      if (out.split('\n').includes(line)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', () => reject(new Error(`exited before "${line}":\n${out}\n${err}`)));
  });
  child.kill('SIGKILL');
  await exited;
  return out;
}

/** Waits until PostgreSQL has ended the killed process's sessions (their locks go with them). */
async function untilLocksReleased() {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    for (let i = 0; i < 100; i++) {
      const [row] = await sql`select count(*)::int as n from pg_locks l
        join pg_class c on c.oid = l.relation where c.relname = 'jobs' and l.mode = 'RowShareLock'`;
      if (row.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the killed process still holds the job');
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function startApi() {
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    {
      DATABASE_URL: url,
      MAIL_DIR: mailDir,
      OPERATOR_TOKEN,
      DEMO_BOOTSTRAP: false,
      WEB_DIST: '/nonexistent',
      JOBS_POLL_MS: 0,
    },
  );
  const database = await openDatabase({ url, dataDir: '', migrate: false, max: 3 });
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

const recorded = () => owner.db.select().from(messages).where(eq(messages.toAddress, member.email));
const tokens = () =>
  owner.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.personId, member.id));

describe('kill the sender', () => {
  it('a reset requested just before the process dies is mailed after restart, once', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/jobs/sender-child.ts'], {
      cwd: apiRoot,
      env: {
        ...process.env,
        DATABASE_URL: url,
        MAIL_DIR: mailDir,
        CLUB_HOST: org.host,
        EMAIL: member.email,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const said = await killWhenItSays(child, 'sending');
    expect(said).toContain('answered 200'); // the request committed before the job ran
    await untilLocksReleased();

    // Died between commit and send: the job is kept, nothing was sent or recorded, and
    // the link it had minted went with its transaction.
    const [left] = await owner.db.select().from(jobs).where(eq(jobs.organisationId, org.id));
    expect(left).toMatchObject({ name: 'auth.password-reset', status: 'pending', attempts: 0 });
    expect(await listMailbox(mailDir)).toHaveLength(0);
    expect(await recorded()).toHaveLength(0);
    expect(await tokens()).toHaveLength(0);

    const api = await startApi();
    try {
      await api.app.jobs.settled();
      const mails = await listMailbox(mailDir, { to: member.email });
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe(`Reset your password for ${org.name}`);
      expect(await recorded()).toHaveLength(1);
      const [token] = await tokens();
      expect(token).toBeDefined();
      // the mailed link is the one stored (hashed) by the job that sent it
      const { base } = linkIn(mails[0]);
      expect(base).toBe(`http://${org.host}`);
      const [done] = await owner.db.select().from(jobs).where(eq(jobs.id, left.id));
      expect(done).toMatchObject({ status: 'done', attempts: 1, lastError: null });
      // the link works: it opens the "choose a password" page
      const check = await api.app.inject({
        method: 'PUT',
        url: '/api/password_reset/check',
        headers: { host: org.host },
        payload: { token: linkIn(mails[0]).token },
      });
      expect(check.statusCode).toBe(200);
    } finally {
      await api.close();
    }

    // Another restart sends nothing more.
    const again = await startApi();
    try {
      await again.app.jobs.settled();
    } finally {
      await again.close();
    }
    expect(await listMailbox(mailDir, { to: member.email })).toHaveLength(1);
    expect(await recorded()).toHaveLength(1);
  }, 90_000); // a second process starts (tsx compiles the app): slow on a busy machine

  it('a reset committed while the runner is stopped (shut down before its first claim) goes out at the next start, once', async () => {
    const other = await createPerson(owner.db, org);
    const first = await startApi();
    await first.app.jobs.stop();
    const answer = await first.app.inject({
      method: 'PUT',
      url: '/api/password_reset/request',
      headers: { host: org.host },
      payload: { email: other.email },
    });
    expect(answer.statusCode).toBe(200);
    await first.close();
    expect(await listMailbox(mailDir, { to: other.email })).toHaveLength(0);

    const second = await startApi();
    try {
      await second.app.jobs.settled();
      await second.app.jobs.settled();
    } finally {
      await second.close();
    }
    expect(await listMailbox(mailDir, { to: other.email })).toHaveLength(1);
    const sent = await owner.db.select().from(messages).where(eq(messages.toAddress, other.email));
    expect(sent).toHaveLength(1);
  });
});
