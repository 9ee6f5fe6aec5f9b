/**
 * The sender under a burst (issue 22): 10,000 reminder-like messages due at once.
 *
 *   pnpm --filter @crewcall/api bench:messages   (BENCH_MESSAGES=10000 BENCH_PROVIDER_MS=0)
 *   JOBS_TRANSPORT=bullmq REDIS_URL=redis://127.0.0.1:6379 pnpm --filter @crewcall/api bench:messages
 *
 * Creates its own database, queues the messages in one commit (as the reminder scan
 * does: queueMessages, 200 send jobs of 50), and times until every one is sent through
 * the real app's job runner on the transport configured (JOBS_TRANSPORT, REDIS_URL,
 * JOBS_CONCURRENCY as the app reads them) to a local fake provider over HTTP that counts
 * each delivery (test/jobs/fake-provider.ts). Prints the time, messages a second, and the
 * duplicates the provider saw (must be 0). Target: under 60 s on this 2-core machine.
 */
import { randomBytes } from 'node:crypto';
import { buildApp } from '@/app';
import { openDatabase } from '@/db/client';
import { withClubScope } from '@/db/scope';
import { loadConfig } from '@/env';
import { queueMessages } from '@/modules/messaging/outbox';
import { jobsTransport } from '@/plugins/jobs';
import { createOrg } from '../apps/api/test/factories';
import { deliverThrough, startFakeProvider } from '../apps/api/test/jobs/fake-provider';
import { untilAllSettled } from '../apps/api/test/jobs/message-tally';
import { databaseUrl } from '../apps/api/test/pg-admin';
import { withBenchDatabase } from './database';

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
    },
  );
  const app = await buildApp({ config, database });
  deliverThrough(app, provider.url);
  try {
    const org = await createOrg(owner.db);
    await app.ready();
    const started = Date.now();
    const all = Array.from({ length: COUNT }, (_, i) => ({
      organisationId: org.id,
      channel: 'email' as const,
      purpose: 'reminder' as const,
      toPersonId: null,
      to: `volunteer-${i}@example.test`,
      subject: 'Your shift tomorrow',
      text: `Reminder ${i}: your shift starts tomorrow at 09:00.`,
    }));
    // One commit, in statements of 1,000 (one insert of 10,000 rows passes PostgreSQL's
    // 65,535 parameters).
    await withClubScope(owner.db, org.id, async (tx) => {
      for (let i = 0; i < all.length; i += 1_000) await queueMessages(tx, all.slice(i, i + 1_000));
    });
    const queuedMs = Date.now() - started;
    const tally = await untilAllSettled(app.db);
    const seconds = (Date.now() - started) / 1000;
    const duplicates = [...provider.deliveries.values()].filter((n) => n > 1).length;
    console.log(
      [
        `messages: ${COUNT} due at once, transport ${jobsTransport(config, database.kind)}, concurrency ${config.JOBS_CONCURRENCY}`,
        `  queued in one commit: ${queuedMs} ms (counted in the time below)`,
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
