import { and, eq, inArray, sql } from 'drizzle-orm';
import { redactSecrets } from '@/adapters/mail/redact-secrets';
import type { Db } from '@/db/client';
import { messages } from '@/db/schema';
import { inClub } from '@/db/scope';
import { defaultBackoff, type JobContext } from '@/jobs';
import { type DeliverDeps, deliverMessage, ProviderError } from './deliver';

/** Tries of one message (each a provider call that failed in a way worth retrying), then failed. */
export const MESSAGE_SEND_ATTEMPTS = 5;
/** Messages claimed (and sent) together, and groups under way at once in one job. */
const SENDS_PER_GROUP = 10;
const GROUPS_AT_ONCE = 2;
/**
 * Provider calls one send job has under way at once (throughput without a flood): also the
 * most messages of a job a crash can leave 'sending'.
 */
export const SENDS_AT_ONCE = SENDS_PER_GROUP * GROUPS_AT_ONCE;
export const INTERRUPTED_WHILE_SENDING =
  'Interrupted while sending; not sent again to avoid a duplicate';

type MessageRow = typeof messages.$inferSelect;

/**
 * Sends the messages a send job names (modules/messaging/outbox.ts), each at most once.
 *
 * The job is defined with `ownTransactions`: every message is a small state machine whose
 * steps commit on their own, in the job's club scope:
 *   queued --claim--> sending --provider accepted--> sent
 *                        |--retryable refusal--> queued (a later run of the job), failed after MESSAGE_SEND_ATTEMPTS
 *                        |--final refusal, or an error we cannot judge--> failed
 * The claim (status 'sending', claimed_at, attempts + 1) is committed BEFORE the provider
 * is called. So if the process dies during the call, the message is found 'sending' by the
 * job's next run, and we cannot know whether the provider took it: SES and Twilio have no
 * idempotency key we could send it again under, so sending again could deliver it twice.
 * It is marked failed with INTERRUPTED_WHILE_SENDING instead (at most once, visible in the
 * club's message records, rather than perhaps twice). Only the job's own run can meet such
 * a message: a message is named by one job, and the runner runs a job once at a time (its
 * row stays locked while it runs), so 'sending' at the start of a run is never another
 * run's message in flight. (A better proof would need the provider to answer "did you get
 * key K?"; the adapters of today cannot.)
 * Cancelled, sent and failed messages are skipped (the claim only takes 'queued' ones), so
 * a job run twice sends nothing twice.
 */
export async function sendQueuedMessages(deps: DeliverDeps, ids: number[], job: JobContext) {
  const org = job.organisationId;
  await job.step((tx) =>
    tx
      .update(messages)
      .set({ status: 'failed', lastError: INTERRUPTED_WHILE_SENDING })
      .where(and(inClub(messages, org), inArray(messages.id, ids), eq(messages.status, 'sending'))),
  );

  let retryAttempts = 0;
  let retryReason = '';
  // A few at a time, in groups: each group claimed in one step, its calls made together,
  // their outcomes recorded in one step (two short transactions per group, not per
  // message); GROUPS_AT_ONCE groups under way so that one's bookkeeping overlaps another's calls.
  const groups: number[][] = [];
  for (let i = 0; i < ids.length; i += SENDS_PER_GROUP)
    groups.push(ids.slice(i, i + SENDS_PER_GROUP));
  await eachAtOnce(groups, GROUPS_AT_ONCE, async (group) => {
    const claimed = await job.step((tx) =>
      tx
        .update(messages)
        .set({ status: 'sending', claimedAt: new Date(), attempts: sql`${messages.attempts} + 1` })
        .where(
          and(inClub(messages, org), inArray(messages.id, group), eq(messages.status, 'queued')),
        )
        .returning(),
    );
    if (!claimed.length) return; // sent, cancelled or failed already
    const outcomes = await Promise.all(claimed.map((message) => deliver(deps, message)));
    await job.step((tx) => recordOutcomes(tx, org, outcomes));
    for (const { message, outcome } of outcomes) {
      if (outcome.status !== 'queued') continue;
      retryAttempts = Math.max(retryAttempts, message.attempts);
      retryReason = outcome.lastError ?? '';
    }
  });
  // Messages put back to 'queued' go with the job's next run, after a backoff by their tries.
  if (retryAttempts) job.retryLater(defaultBackoff(retryAttempts), retryReason);
}

type Outcome = {
  status: 'sent' | 'queued' | 'failed';
  providerId: string | null;
  lastError: string | null;
};

/** One statement for a group: each message from 'sending' to its outcome. */
function recordOutcomes(
  tx: Db,
  org: number,
  outcomes: { message: MessageRow; outcome: Outcome }[],
) {
  const rows = outcomes.map(
    ({ message, outcome }) =>
      sql`(${message.id}::int, ${outcome.status}::message_status, ${outcome.providerId}::text, ${outcome.lastError}::text)`,
  );
  return tx.execute(sql`update ${messages} set
      status = outcome.status,
      provider_id = coalesce(outcome.provider_id, ${messages.providerId}),
      last_error = outcome.last_error,
      sent_at = case when outcome.status = 'sent' then now() else ${messages.sentAt} end
    from (values ${sql.join(rows, sql`, `)}) as outcome (id, status, provider_id, last_error)
    where ${inClub(messages, org)} and ${messages.id} = outcome.id and ${messages.status} = 'sending'`);
}

/** Calls the provider and answers the message's new state. */
async function deliver(deps: DeliverDeps, message: MessageRow) {
  const outcome = (
    status: Outcome['status'],
    providerId: string | null,
    lastError: string | null,
  ) => ({
    message,
    outcome: { status, providerId, lastError },
  });
  try {
    const { providerId } = await deliverMessage(deps, message, {
      // Stable for the message across tries: a provider (or the local mailbox) that
      // knows keys replaces rather than repeats.
      key: `message-${message.id}-${message.createdAt.getTime()}`,
    });
    return outcome('sent', providerId, null);
  } catch (error) {
    const reason = redactSecrets(String((error as Error)?.message ?? error)).slice(0, 2000);
    const again = error instanceof ProviderError && error.retryable;
    if (again && message.attempts < MESSAGE_SEND_ATTEMPTS) return outcome('queued', null, reason);
    // Not a ProviderError: a bug, or a failure we cannot judge (did the provider take it?):
    // not retried, for the same reason as an interrupted send.
    if (!(error instanceof ProviderError)) {
      deps.log.error({ err: error, messageId: message.id }, 'messages: send failed');
    }
    return outcome('failed', null, reason);
  }
}

/**
 * Runs `work` for every item, at most `limit` at once. After an error no new item starts,
 * and it resolves (or throws the first error) only once every started one has ended: the
 * job must not be let go while one of its sends is still under way.
 */
async function eachAtOnce<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (!failed && next < items.length) {
      await work(items[next++]).catch((error) => {
        failed = true;
        throw error;
      });
    }
  };
  const lanes = await Promise.allSettled(
    Array.from({ length: Math.min(limit, items.length) }, lane),
  );
  const rejected = lanes.find((lane) => lane.status === 'rejected');
  if (rejected) throw (rejected as PromiseRejectedResult).reason;
}
