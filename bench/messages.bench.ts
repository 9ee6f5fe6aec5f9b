/**
 * Reminders under a burst (issue 22): 10,000 reminders due at once (a season published in
 * one go, or the first scan after an outage).
 *
 *   pnpm --filter @crewcall/api bench:messages   (BENCH_MESSAGES=10000 BENCH_PROVIDER_MS=0)
 *   JOBS_TRANSPORT=bullmq REDIS_URL=redis://127.0.0.1:6379 pnpm --filter @crewcall/api bench:messages
 *
 * Creates its own database with one club, that many members each on a published shift
 * three days ahead, and times the real path: one reminder scan (claims and queues them
 * all: modules/shifts/shift-reminders.ts), then the app's job runner on the transport
 * configured (JOBS_TRANSPORT, REDIS_URL, JOBS_CONCURRENCY as the app reads them) sending
 * each to a local fake provider over HTTP that counts deliveries per address
 * (test/jobs/fake-provider.ts). Prints the scan's time, the total, messages a second, and
 * the duplicates the provider saw (must be 0). Target: under 60 s on this 2-core machine.
 */
import { randomBytes } from 'node:crypto';
import { buildApp } from '@/app';
import { openDatabase } from '@/db/client';
import { people, shifts } from '@/db/schema';
import { loadConfig } from '@/env';
import { scanReminders } from '@/modules/shifts/shift-reminders';
import { jobsTransport } from '@/plugins/jobs';
import { createEvent, createOrg } from '../apps/api/test/factories';
import { deliverThrough, startFakeProvider } from '../apps/api/test/jobs/fake-provider';
import { untilAllSettled } from '../apps/api/test/jobs/message-tally';
import { databaseUrl } from '../apps/api/test/pg-admin';
import { analyzeAsOwner, withBenchDatabase } from './database';

const COUNT = Number(process.env.BENCH_MESSAGES ?? 10_000);
const TARGET_S = 60;

await withBenchDatabase(async (name) => {
  const url = databaseUrl(name);
  const owner = await openDatabase({ url, dataDir: '', max: 2, appRole: false });
  const database = await openDatabase({ url, dataDir: '', migrate: false });
  const provider = await startFakeProvider({ delayMs: Number(process.env.BENCH_PROVIDER_MS ?? 0) });
  const prefix = `crewcall-bench:${randomBytes(4).toString('hex')}`;
  const config = loadConfig(
    { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', JOBS_REDIS_PREFIX: prefix },
    {
      DATABASE_URL: url,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      DEMO_BOOTSTRAP: false,
      WEB_DIST: '/nonexistent',
      REMINDER_SCAN_SECONDS: 0, // the bench runs the one scan it times
    },
  );
  const app = await buildApp({ config, database });
  deliverThrough(app, provider.url);
  try {
    const org = await createOrg(owner.db);
    const shiftStart = new Date(Date.now() + 3 * 86_400_000);
    const event = await createEvent(owner.db, org, { start: shiftStart.toISOString(), hours: 8 });
    for (let i = 0; i < COUNT; i += 1_000) {
      const crew = await owner.db
        .insert(people)
        .values(
          Array.from({ length: Math.min(1_000, COUNT - i) }, (_, k) => ({
            organisationId: org.id,
            email: `volunteer-${i + k}@example.test`,
            name: `Volunteer ${i + k}`,
            role: 'user' as const,
            isActive: true,
          })),
        )
        .returning({ id: people.id });
      await owner.db.insert(shifts).values(
        crew.map((person, k) => ({
          organisationId: org.id,
          eventId: event.id,
          personId: person.id,
          start: new Date(shiftStart.getTime() + ((i + k) % 60) * 60_000),
          end: new Date(shiftStart.getTime() + 2 * 3_600_000),
          draft: new Date(),
        })),
      );
    }
    await analyzeAsOwner(url);
    await app.ready();
    const started = Date.now();
    const claimed = await scanReminders({ db: app.db, links: config }, new Date());
    if (claimed !== COUNT) throw new Error(`the scan claimed ${claimed} of ${COUNT}`);
    const queuedMs = Date.now() - started;
    const tally = await untilAllSettled(app.db);
    const seconds = (Date.now() - started) / 1000;
    const duplicates = [...provider.deliveries.values()].filter((n) => n > 1).length;
    console.log(
      [
        `reminders: ${COUNT} due at once, transport ${jobsTransport(config, database.kind)}, concurrency ${config.JOBS_CONCURRENCY ?? 1}`,
        `  one scan claimed and queued them in ${queuedMs} ms (counted in the time below)`,
        `  all sent in ${seconds.toFixed(1)} s (${Math.round(COUNT / seconds)} messages/s; target under ${TARGET_S} s)`,
        `  sent ${tally.sent ?? 0}, failed ${tally.failed ?? 0}, delivered ${provider.total()}, duplicates ${duplicates} (must be 0)`,
      ].join('\n'),
    );
    if (duplicates || tally.sent !== COUNT) process.exitCode = 1;
  } finally {
    await app.close();
    await database.close();
    await owner.close();
    await provider.close();
  }
});
