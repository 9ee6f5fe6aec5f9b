/**
 * The API while a bulk email goes out (issue 22): the calendar's and the dashboard's p99
 * when idle, then while a 5,000-person message is being sent by the same process's jobs.
 *
 *   pnpm --filter @crewcall/api bench:bulk   (BENCH_PEOPLE=5000 BENCH_SECONDS=5 BENCH_PROVIDER_MS=20)
 *   JOBS_TRANSPORT=bullmq REDIS_URL=redis://127.0.0.1:6379 pnpm --filter @crewcall/api bench:bulk
 *
 * Creates its own database with one calendar club (bench/calendar-seed.ts) and that many
 * active members, builds the real app on the transport configured, and points its mail at
 * a local fake provider that answers after BENCH_PROVIDER_MS (a provider's round trip).
 * Both reads are loaded at once, by autocannon in processes of their own: first idle,
 * then right after the admin's POST /api/messaging/send. Prints each p99, the ratio (the
 * issue asks at most 2×), how long the send took, and whether it was still running when
 * the window ended (if not, the window measured partly idle: lower BENCH_SECONDS).
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '@/app';
import { openDatabase } from '@/db/client';
import { people } from '@/db/schema';
import { withPlatformScope } from '@/db/scope';
import { loadConfig } from '@/env';
import { jobsTransport } from '@/plugins/jobs';
import { deliverThrough, startFakeProvider } from '../apps/api/test/jobs/fake-provider';
import { messageTally, untilAllSettled } from '../apps/api/test/jobs/message-tally';
import { databaseUrl } from '../apps/api/test/pg-admin';
import { logIn } from './bench-app';
import { seedCalendarClub } from './calendar-seed';
import { analyzeAsOwner, withBenchDatabase } from './database';
import { httpJson, type LoadResult, runLoad } from './load';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 5_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PROVIDER_MS = Number(process.env.BENCH_PROVIDER_MS ?? 20);
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/api');
// Six weeks of the seeded calendar, as the month view asks.
const CALENDAR = '/api/events/calendar?start=2026-05-26T00:00:00Z&end=2026-07-19T00:00:00Z';

await withBenchDatabase(async (name) => {
  const url = databaseUrl(name);
  const database = await openDatabase({ url, dataDir: '' });
  const club = await withPlatformScope(database.db, async (tx) => {
    const seeded = await seedCalendarClub(tx, 0);
    for (let i = 0; i < PEOPLE; i += 1_000) {
      await tx.insert(people).values(
        Array.from({ length: Math.min(1_000, PEOPLE - i) }, (_, k) => ({
          organisationId: seeded.organisationId,
          email: `member${i + k}@bulk.bench.test`,
          name: `Member ${i + k}`,
          role: 'user' as const,
          isActive: true,
        })),
      );
    }
    return seeded;
  });
  await analyzeAsOwner(url);
  const provider = await startFakeProvider({ delayMs: PROVIDER_MS });
  const config = loadConfig(
    {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      JOBS_REDIS_PREFIX: `crewcall-bench:${randomBytes(4).toString('hex')}`,
    },
    {
      DATABASE_URL: url,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      DEMO_BOOTSTRAP: false,
      WEB_DIST: '/nonexistent',
    },
  );
  const app = await buildApp({ config, database });
  deliverThrough(app, provider.url);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const admin = await logIn(base, club.host, club.adminEmail, club.adminPassword);
    const both = () =>
      Promise.all(
        [CALENDAR, '/api/dashboard'].map((p) =>
          runLoad({
            apiRoot,
            url: `${base}${p}`,
            headers: admin,
            connections: CONNECTIONS,
            seconds: SECONDS,
          }),
        ),
      );
    await both(); // warm-up: caches, plans, the JIT
    const idle = await both();

    const started = Date.now();
    const sent = await httpJson(`${base}/api/messaging/send`, {
      method: 'POST',
      headers: admin,
      body: {
        channel: 'email',
        subject: 'Safety boat drivers needed on Saturday',
        body: 'Hello {first_name}, we still need two safety-boat drivers this Saturday.',
        audience: { kind: 'everyone' },
      },
    });
    if (sent.status !== 201) throw new Error(`send: ${sent.status} ${JSON.stringify(sent.body)}`);
    const busy = await both();
    const atEnd = await messageTally(app.db);
    const stillSending = (atEnd.queued ?? 0) + (atEnd.sending ?? 0) > 0;
    const tally = await untilAllSettled(app.db, 300_000);
    const sendSeconds = (Date.now() - started) / 1000;

    const row = (label: string, i: number) => {
      const ratio = busy[i].p99 / Math.max(idle[i].p99, 1);
      return `  ${label.padEnd(22)}${fmt(idle[i])}${fmt(busy[i])}   ${ratio.toFixed(2)}×${ratio > 2 ? '  (over 2×)' : ''}`;
    };
    console.log(
      [
        `bulk email to ${PEOPLE} people, transport ${jobsTransport(config, database.kind)}, concurrency ${config.JOBS_CONCURRENCY ?? 1}, provider ${PROVIDER_MS} ms, ${CONNECTIONS} connections per read, ${SECONDS} s`,
        `  ${'read'.padEnd(22)}${'idle p99 / req/s'.padEnd(20)}${'sending p99 / req/s'.padEnd(20)}   p99 ratio (target at most 2×)`,
        row('calendar (6 weeks)', 0),
        row('dashboard (admin)', 1),
        `  the send: ${tally.sent ?? 0} sent, ${tally.failed ?? 0} failed, ${provider.total()} delivered in ${sendSeconds.toFixed(1)} s; ${stillSending ? 'still sending when the window ended' : 'finished inside the window (part of it measured idle)'}`,
      ].join('\n'),
    );
  } finally {
    await app.close();
    await database.close();
    await provider.close();
  }
});

function fmt(r: LoadResult) {
  return `${`${r.p99} ms / ${Math.round(r.rps)}`.padEnd(20)}`;
}
