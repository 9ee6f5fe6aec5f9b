import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { messages } from '@/db/schema';
import { withPlatformScope } from '@/db/scope';

/** Messages by status across clubs (the sender's tests and bench wait on it). */
export async function messageTally(db: Db): Promise<Record<string, number>> {
  const rows = await withPlatformScope(db, (tx) =>
    tx
      .select({ status: messages.status, n: sql<number>`count(*)::int` })
      .from(messages)
      .groupBy(messages.status),
  );
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

/** Resolves once no message is 'queued' or 'sending' (polling every 100 ms). */
export async function untilAllSettled(db: Db, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const tally = await messageTally(db);
    if (!tally.queued && !tally.sending) return tally;
    if (Date.now() > deadline) throw new Error(`messages still unsent: ${JSON.stringify(tally)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
