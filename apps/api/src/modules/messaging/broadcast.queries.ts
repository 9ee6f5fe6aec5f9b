import type { Audience, Broadcast, BroadcastProgress, Outbox } from '@crewcall/contract';
import { and, eq, sql } from 'drizzle-orm';
import { aliasInClub } from '@/db/club-sql';
import { isoMoment } from '@/db/iso-moment';
import { broadcasts, messageTemplates } from '@/db/schema';
import { inClub } from '@/db/scope';
import type { Executor } from '@/lib/postgres';
import { rowsOf } from '@/lib/postgres';

export type BroadcastRow = typeof broadcasts.$inferSelect;

/** The broadcast as the API answers it. */
export function broadcastAnswer(row: BroadcastRow, createdByName: string | null): Broadcast {
  return {
    id: row.id,
    channel: row.channel,
    newsletter: row.newsletter,
    subject: row.subject,
    body: row.body,
    audience: row.audience as Audience,
    template: row.templateId,
    send_at: row.sendAt.toISOString(),
    status: row.status,
    recipients: row.recipients,
    created_by: row.createdBy,
    created_by_name: createdByName,
    created_at: row.createdAt.toISOString(),
  };
}

export async function templateInClub(db: Executor, orgId: number, id: number) {
  const [row] = await db
    .select({ id: messageTemplates.id })
    .from(messageTemplates)
    .where(and(inClub(messageTemplates, orgId), eq(messageTemplates.id, id)));
  return Boolean(row);
}

export async function insertBroadcast(db: Executor, values: typeof broadcasts.$inferInsert) {
  const [row] = await db.insert(broadcasts).values(values).returning();
  return row;
}

/**
 * Takes a scheduled broadcast for sending (one statement, so a cancel and the send cannot
 * both win): its row, or undefined when it was cancelled (or sent) meanwhile.
 */
export async function claimScheduled(db: Executor, orgId: number, id: number) {
  const [row] = await db
    .update(broadcasts)
    .set({ status: 'sending' })
    .where(
      and(inClub(broadcasts, orgId), eq(broadcasts.id, id), eq(broadcasts.status, 'scheduled')),
    )
    .returning();
  return row as BroadcastRow | undefined;
}

export async function finishExpansion(
  db: Executor,
  orgId: number,
  id: number,
  o: { recipients: number; status: 'sending' | 'sent' | 'cancelled' },
) {
  await db
    .update(broadcasts)
    .set(o)
    .where(and(inClub(broadcasts, orgId), eq(broadcasts.id, id)));
}

/** A broadcast's messages counted by status, as columns of `b` (a lateral join). */
const progressColumns = (orgId: number) => sql`(
  select json_build_object(
    'queued', count(*) filter (where m.status = 'queued'),
    'sending', count(*) filter (where m.status = 'sending'),
    'sent', count(*) filter (where m.status = 'sent'),
    'failed', count(*) filter (where m.status = 'failed'),
    'cancelled', count(*) filter (where m.status = 'cancelled'))::text
  from messages m where ${aliasInClub('m', orgId)} and m.broadcast_id = b.id)`;

/**
 * A broadcast sending whose messages have all left the queue (sent, failed or cancelled)
 * is 'sent': settled here, in the statement that reads it, since the sender knows nothing
 * of broadcasts. `which` picks the broadcasts (`b.id = …`, or the outbox's statuses).
 */
const settleSending = (orgId: number, which: ReturnType<typeof sql>) => sql`settled as (
  update broadcasts b set status = 'sent'
  where ${aliasInClub('b', orgId)} and b.status = 'sending' and ${which}
    and not exists (select 1 from messages m where ${aliasInClub('m', orgId)}
      and m.broadcast_id = b.id and m.status in ('queued', 'sending'))
  returning b.id, b.status)`;

type ProgressRow = { id: number; status: Broadcast['status']; recipients: number; counts: string };

const toProgress = (row: ProgressRow): BroadcastProgress => {
  const counts = JSON.parse(row.counts) as Record<string, number>;
  return {
    id: row.id,
    status: row.status,
    recipients: row.recipients,
    queued: counts.queued,
    sending: counts.sending,
    sent: counts.sent,
    failed: counts.failed,
    cancelled: counts.cancelled,
  };
};

/** One broadcast's progress (settling it as sent when its last message left): one statement. */
export async function broadcastProgress(db: Executor, orgId: number, id: number) {
  const result = await db.execute(sql`with ${settleSending(orgId, sql`b.id = ${id}`)}
    select b.id, coalesce(s.status, b.status) as status, b.recipients, ${progressColumns(orgId)} as counts
    from broadcasts b left join settled s on s.id = b.id
    where ${aliasInClub('b', orgId)} and b.id = ${id}`);
  const [row] = rowsOf<ProgressRow>(result);
  return row ? toProgress(row) : undefined;
}

/** The outbox: scheduled and still-sending broadcasts, soonest first, with progress. */
export async function outboxBroadcasts(db: Executor, orgId: number): Promise<Outbox> {
  const result = await db.execute(sql`with ${settleSending(orgId, sql`true`)}
    select b.id, b.channel, b.newsletter, b.subject, b.body, b.audience::text as audience,
      b.template_id, ${isoMoment(sql`b.send_at`)} as send_at, b.status, b.recipients,
      b.created_by, p.name as created_by_name, ${isoMoment(sql`b.created_at`)} as created_at,
      ${progressColumns(orgId)} as counts
    from broadcasts b
    left join people p on ${aliasInClub('p', orgId)} and p.id = b.created_by
    where ${aliasInClub('b', orgId)} and b.status in ('scheduled', 'sending')
      and b.id not in (select id from settled)
    order by b.send_at, b.id`);
  type Row = Omit<Broadcast, 'audience' | 'template'> & {
    audience: string;
    template_id: number | null;
    counts: string;
  };
  return {
    broadcasts: rowsOf<Row>(result).map(({ counts, template_id, audience, ...b }) => ({
      ...b,
      audience: JSON.parse(audience),
      template: template_id,
      progress: toProgress({ id: b.id, status: b.status, recipients: b.recipients, counts }),
    })),
  };
}

/** The broadcast's status, locked until the caller's transaction ends (cancel). */
export async function lockBroadcast(db: Executor, orgId: number, id: number) {
  const [row] = await db
    .select({ status: broadcasts.status })
    .from(broadcasts)
    .where(and(inClub(broadcasts, orgId), eq(broadcasts.id, id)))
    .for('update');
  return row?.status;
}

/** Cancels a broadcast and whichever of its messages are still queued: one statement. */
export async function cancelBroadcast(db: Executor, orgId: number, id: number) {
  await db.execute(sql`with stopped as (
      update messages m set status = 'cancelled'
      where ${aliasInClub('m', orgId)} and m.broadcast_id = ${id} and m.status = 'queued'
      returning 1)
    update broadcasts b set status = 'cancelled'
    where ${aliasInClub('b', orgId)} and b.id = ${id} and (select count(*) from stopped) >= 0`);
}
