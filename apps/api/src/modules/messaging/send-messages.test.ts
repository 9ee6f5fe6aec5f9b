import { useTwoClubs } from '@test/kits/two-clubs';
import { desc, eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { jobs, messages } from '@/db/schema';
import { withClubScope } from '@/db/scope';
import { enqueueJob } from '@/jobs';
import { ProviderError } from './deliver';
import { queueMessages, sendMessagesJob } from './outbox';
import { INTERRUPTED_WHILE_SENDING, MESSAGE_SEND_ATTEMPTS } from './send-messages';

// The sender's bookkeeping, message by message, against a provider that answers as told.
describe('the sender', () => {
  const kit = useTwoClubs();
  const delivered: string[] = [];
  let answer: (to: string) => void = () => {};
  afterEach(() => {
    delivered.length = 0;
    answer = () => {};
  });

  const setProvider = () => {
    kit.t.app.mail.deliver = async (message) => {
      answer(message.to);
      delivered.push(message.to);
      return { providerId: null };
    };
  };

  async function queue(club: 'a' | 'b', addresses: string[]) {
    const org = kit[club]().org;
    return withClubScope(kit.t.app.db, org.id, (tx) =>
      queueMessages(
        tx,
        addresses.map((to) => ({
          organisationId: org.id,
          channel: 'email' as const,
          purpose: 'notice' as const,
          toPersonId: null,
          to,
          subject: 'Hello',
          text: 'Hello there',
        })),
      ),
    );
  }
  const rows = (ids: number[]) =>
    kit.db().select().from(messages).where(inArray(messages.id, ids)).orderBy(messages.id);

  it('sends queued messages once, skips cancelled ones, and records the outcome of each', async () => {
    setProvider();
    const tag = `ok-${Date.now()}`;
    const addresses = [`${tag}-1@example.test`, `${tag}-2@example.test`, `${tag}-3@example.test`];
    await kit.t.app.jobs.stop(); // hold the job while one message is cancelled
    const ids = await queue('a', addresses);
    await kit.db().update(messages).set({ status: 'cancelled' }).where(eq(messages.id, ids[1]));
    await kit.t.app.jobs.start();
    await kit.t.app.jobs.settled();
    const after = await rows(ids);
    expect(after.map((m) => m.status)).toEqual(['sent', 'cancelled', 'sent']);
    expect(after[0]).toMatchObject({ attempts: 1, lastError: null });
    expect(after[0].sentAt).not.toBeNull();
    expect(after[0].claimedAt).not.toBeNull();
    expect(delivered.sort()).toEqual([addresses[0], addresses[2]]);
  });

  it('a retryable refusal puts the message back (the job runs again after a backoff); a final one fails it at once', async () => {
    setProvider();
    const tag = `refused-${Date.now()}`;
    const [throttled, rejected] = [`${tag}-t@example.test`, `${tag}-r@example.test`];
    answer = (to) => {
      if (to === throttled) throw new ProviderError('Throttling: slow down', true);
      if (to === rejected) throw new ProviderError('Address rejected', false);
    };
    const ids = await queue('a', [throttled, rejected]);
    await kit.t.app.jobs.settled();
    const [t, r] = await rows(ids);
    expect(t).toMatchObject({ status: 'queued', attempts: 1, lastError: 'Throttling: slow down' });
    expect(r).toMatchObject({ status: 'failed', attempts: 1, lastError: 'Address rejected' });
    const [job] = await kit
      .db()
      .select()
      .from(jobs)
      .where(eq(jobs.name, sendMessagesJob.name))
      .orderBy(desc(jobs.id))
      .limit(1);
    expect(job.payload).toEqual({ ids });
    expect(job).toMatchObject({ status: 'pending', lastError: 'Throttling: slow down' });
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now() + 5_000); // backoff, 10 s

    // Each further run tries it again, until MESSAGE_SEND_ATTEMPTS: then it is failed.
    for (let run = 2; run <= MESSAGE_SEND_ATTEMPTS; run++) {
      await kit.db().update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, job.id));
      await kit.t.app.jobs.settled();
    }
    const [last] = await rows([ids[0]]);
    expect(last).toMatchObject({
      status: 'failed',
      attempts: MESSAGE_SEND_ATTEMPTS,
      lastError: 'Throttling: slow down',
    });
    const [done] = await kit.db().select().from(jobs).where(eq(jobs.id, job.id));
    expect(done.status).toBe('done');
    expect(delivered).toEqual([]);
  });

  it("a message left 'sending' by an interrupted run is failed, not sent again", async () => {
    setProvider();
    const tag = `interrupted-${Date.now()}`;
    await kit.t.app.jobs.stop();
    const ids = await queue('a', [`${tag}-1@example.test`, `${tag}-2@example.test`]);
    // As a run killed during the provider call leaves it.
    await kit
      .db()
      .update(messages)
      .set({ status: 'sending', attempts: 1, claimedAt: new Date() })
      .where(eq(messages.id, ids[0]));
    await kit.t.app.jobs.start();
    await kit.t.app.jobs.settled();
    const [interrupted, other] = await rows(ids);
    expect(interrupted).toMatchObject({ status: 'failed', lastError: INTERRUPTED_WHILE_SENDING });
    expect(other.status).toBe('sent');
    expect(delivered).toEqual([`${tag}-2@example.test`]);
  });

  it("a send job of club A naming club B's message sends nothing of B", async () => {
    setProvider();
    await kit.t.app.jobs.stop();
    const [ofB] = await queue('b', [`b-only-${Date.now()}@example.test`]);
    await kit.db().delete(jobs).where(eq(jobs.organisationId, kit.b().org.id));
    await enqueueJob(kit.db(), sendMessagesJob, {
      organisationId: kit.a().org.id,
      payload: { ids: [ofB] },
    });
    await kit.t.app.jobs.start();
    await kit.t.app.jobs.settled();
    const [row] = await rows([ofB]);
    expect(row.status).toBe('queued');
    expect(delivered).toEqual([]);
  });
});
