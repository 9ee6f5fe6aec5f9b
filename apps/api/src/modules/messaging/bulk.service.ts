import {
  type AudienceCount,
  type AudienceQuery,
  BROADCAST_SMS_BODY_MAX,
  type Broadcast,
  type BroadcastProgress,
  type MessagePreview,
  type PreviewQuery,
  type SendBroadcast,
  SMS_OFF_MESSAGE,
} from '@crewcall/contract';
import { checkedTimeZone } from '@/db/read/club-time';
import { enqueueJob } from '@/jobs';
import {
  type FieldErrors,
  fieldError,
  formError,
  notFound,
  validationError,
} from '@/lib/http-errors';
import type { Executor } from '@/lib/postgres';
import {
  type AudienceOf,
  audienceRecipients,
  checkAudienceRefs,
  countAudience,
} from './audience.queries';
import { sendBroadcastJob } from './broadcast.job';
import {
  broadcastAnswer,
  broadcastProgress,
  cancelBroadcast,
  insertBroadcast,
  lockBroadcast,
  outboxBroadcasts,
  templateInClub,
} from './broadcast.queries';
import { fillPlaceholders, placeholderValues, unknownPlaceholders } from './placeholders';

/** The club as bulk messaging needs it (request.organisation). */
export type MessagingClub = { id: number; name: string; timeZone: string; smsEnabled: boolean };

/** Scheduling further ahead than this is refused (a year: a club's season and then some). */
const MAX_SCHEDULE_AHEAD_MS = 366 * 24 * 3_600_000;

export const CANCEL_REFUSED_MESSAGE =
  'Only a scheduled message, or one still sending, can be cancelled.';

function audienceOf(club: MessagingClub, q: AudienceQuery): AudienceOf {
  if (q.channel === 'sms' && !club.smsEnabled) throw formError(SMS_OFF_MESSAGE);
  return {
    orgId: club.id,
    channel: q.channel,
    newsletter: q.channel === 'email' && q.newsletter === true,
    audience: q.audience,
    timeZone: checkedTimeZone(club.timeZone),
  };
}

/**
 * What was written, checked for its channel: an email needs a subject, an SMS is at most
 * BROADCAST_SMS_BODY_MAX characters, and every `{placeholder}` must be one we fill.
 */
function checkComposed(q: PreviewQuery) {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  if (q.channel === 'email' && !q.subject.trim()) add('subject', 'Required.');
  if (!q.body.trim()) add('body', 'Required.');
  if (q.channel === 'sms' && q.body.length > BROADCAST_SMS_BODY_MAX)
    add('body', `Ensure this field has no more than ${BROADCAST_SMS_BODY_MAX} characters.`);
  for (const field of ['subject', 'body'] as const) {
    const unknown = unknownPlaceholders(q[field]);
    if (unknown.length) add(field, `Unknown placeholders: ${unknown.join(', ')}.`);
  }
  if (Object.keys(errors).length) throw validationError(errors);
}

async function checkRefs(db: Executor, club: MessagingClub, q: PreviewQuery | AudienceQuery) {
  await checkAudienceRefs(db, club.id, q.audience);
  const template = 'template' in q ? q.template : null;
  if (template && !(await templateInClub(db, club.id, template)))
    throw fieldError('template', 'No such template in this club.');
}

/** `POST /api/messaging/audience`: who it would reach now. */
export async function audienceCount(
  db: Executor,
  club: MessagingClub,
  q: AudienceQuery,
): Promise<AudienceCount> {
  const of = audienceOf(club, q);
  await checkRefs(db, club, q);
  return countAudience(db, of);
}

/** `POST /api/messaging/preview`: the text as the first recipient (by name) gets it. */
export async function previewMessage(
  db: Executor,
  club: MessagingClub,
  q: PreviewQuery,
): Promise<MessagePreview> {
  const of = audienceOf(club, q);
  checkComposed(q);
  await checkRefs(db, club, q);
  const [first] = await audienceRecipients(db, of, 1);
  const values = placeholderValues(club, first ?? null);
  return {
    to: first ? { id: first.id, name: first.name } : null,
    subject: q.channel === 'email' ? fillPlaceholders(q.subject, values) : '',
    body: fillPlaceholders(q.body, values),
  };
}

/**
 * `POST /api/messaging/send`: the broadcast row, and its job at `send_at` (now by
 * default), which reads the audience then and makes the messages (broadcast.job.ts).
 */
export async function sendBroadcast(
  db: Executor,
  club: MessagingClub,
  sender: { id: number; name: string },
  q: SendBroadcast,
): Promise<Broadcast> {
  audienceOf(club, q);
  checkComposed(q);
  const now = Date.now();
  const asked = q.send_at ? Date.parse(q.send_at) : now;
  if (asked > now + MAX_SCHEDULE_AHEAD_MS)
    throw fieldError('send_at', 'A message can be scheduled at most a year ahead.');
  await checkRefs(db, club, q);
  const row = await insertBroadcast(db, {
    organisationId: club.id,
    channel: q.channel,
    newsletter: q.channel === 'email' && q.newsletter === true,
    subject: q.channel === 'email' ? q.subject : '',
    body: q.body,
    audience: q.audience,
    templateId: q.template ?? null,
    // A moment already past is "now".
    sendAt: new Date(Math.max(asked, now)),
    createdBy: sender.id,
  });
  await enqueueJob(db, sendBroadcastJob, {
    organisationId: club.id,
    payload: { broadcastId: row.id },
    runAt: row.sendAt,
    idempotencyKey: `broadcast-${row.id}`,
  });
  return broadcastAnswer(row, sender.name);
}

export async function progressOf(
  db: Executor,
  orgId: number,
  id: number,
): Promise<BroadcastProgress> {
  const progress = await broadcastProgress(db, orgId, id);
  if (!progress) throw notFound();
  return progress;
}

export const outboxOf = (db: Executor, orgId: number) => outboxBroadcasts(db, orgId);

/**
 * `POST /api/messaging/broadcasts/{id}/cancel`: a scheduled broadcast is cancelled (its
 * job then finds nothing to do); one sending has its still-queued messages cancelled
 * (those a sender has taken go out). The row is locked first, so a send starting at this
 * moment either finishes its messages before the cancel reads them or finds it cancelled.
 */
export async function cancelOf(db: Executor, orgId: number, id: number) {
  const status = await lockBroadcast(db, orgId, id);
  if (!status) throw notFound();
  if (status !== 'scheduled' && status !== 'sending') throw formError(CANCEL_REFUSED_MESSAGE);
  await cancelBroadcast(db, orgId, id);
  return progressOf(db, orgId, id);
}
