import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { IdSchema, id, idPathParams, MomentSchema, moment, name } from './collection-fields';
import { commonErrorResponses } from './common';

/** Message templates and the record of every message sent: what each accepts. */
export const messagingInputSchemas = {
  messagetemplates: z.object({
    name,
    subject: z.string().max(500).optional(),
    body: z.string().max(50_000).optional(),
    channel: z.enum(['email', 'sms']).optional(),
  }),
} as const;

/** ... and what each answers (message records are written by the server only). */
export const messagingRowSchemas = {
  messagetemplates: z.object({
    id,
    name: z.string(),
    subject: z.string(),
    body: z.string(),
    channel: z.enum(['email', 'sms']),
  }),
  messagerecords: z.object({
    id,
    channel: z.enum(['email', 'sms']),
    to_person: id.nullable(),
    to_address: z.string(),
    subject: z.string(),
    body: z.string(),
    status: z.enum(['queued', 'sending', 'sent', 'failed', 'cancelled']),
    /** Why it was sent: a bulk 'message' or 'newsletter', a 'notice', a 'reminder'. */
    purpose: z.enum(['account', 'notice', 'reminder', 'message', 'newsletter']),
    /** The bulk message it is one of, if any. */
    broadcast: id.nullable(),
    attempts: z.number(),
    last_error: z.string().nullable(),
    send_after: moment,
    sent_at: moment.nullable(),
    created_by: id.nullable(),
    created_at: moment,
  }),
} as const;

// ---- bulk messaging (/messaging/email and /sms) -----------------------------------------

const c = initContract();

/** What the server allows in a bulk message. */
export const BROADCAST_SUBJECT_MAX = 200;
export const BROADCAST_EMAIL_BODY_MAX = 10_000;
export const BROADCAST_SMS_BODY_MAX = 1_600;
/** The audience answer names at most this many recipients (the first by name). */
export const AUDIENCE_SAMPLE_SIZE = 10;
/** Hand-picked people per message. */
export const AUDIENCE_PEOPLE_MAX = 10_000;
/** 400 on any SMS call while the club has `sms_enabled` off. */
export const SMS_OFF_MESSAGE = 'SMS is turned off for this club.';

/**
 * The placeholders a bulk message may hold, filled per recipient. The event ones come
 * from that person's shift on the audience's event (or series: their next shift in it),
 * else they are empty; times are in the club's time zone.
 */
export const MESSAGE_PLACEHOLDERS = {
  name: 'Their full name',
  first_name: 'Their first name',
  club: "The club's name",
  event: 'The event (event or series audiences)',
  event_date: "The event's date",
  shift_start: 'When their shift starts',
  shift_role: 'The role of their shift',
} as const;
export type MessagePlaceholder = keyof typeof MESSAGE_PLACEHOLDERS;

export const MessageChannelSchema = z.enum(['email', 'sms']);
export type MessageChannel = z.infer<typeof MessageChannelSchema>;

/**
 * Who a bulk message goes to (read when it is sent): everyone active, people of a role
 * (admin or volunteer), people on an event's or a series' published shifts, people with
 * (or without) a current record of a competency, or people picked by hand. Each person
 * once; only active people; only those whose settings want the message (see AudienceCount).
 */
export const AudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('everyone') }),
  z.object({ kind: z.literal('role'), role: z.enum(['admin', 'user']) }),
  z.object({ kind: z.literal('event'), event: IdSchema }),
  z.object({ kind: z.literal('series'), series: IdSchema }),
  z.object({ kind: z.literal('competency'), competency: IdSchema, has: z.boolean() }),
  z.object({
    kind: z.literal('people'),
    people: z.array(IdSchema).min(1, 'Pick at least one person.').max(AUDIENCE_PEOPLE_MAX),
  }),
]);
export type Audience = z.infer<typeof AudienceSchema>;

export const AudienceQuerySchema = z.object({
  channel: MessageChannelSchema,
  /** Email only: a newsletter goes to people with email_newsletters on. */
  newsletter: z.boolean().optional(),
  audience: AudienceSchema,
});
export type AudienceQuery = z.infer<typeof AudienceQuerySchema>;

/**
 * The live count: who would get it now, the first AUDIENCE_SAMPLE_SIZE of them by name,
 * and how many of the audience are left out, by the first reason that applies: not
 * active, their settings (email_notifications, email_newsletters for a newsletter,
 * sms_notifications), no email address, no phone, a phone not verified.
 */
export const AudienceCountSchema = z.object({
  count: z.number().int(),
  sample: z.array(z.object({ id, name: z.string() })),
  excluded: z.object({
    inactive: z.number().int(),
    settings: z.number().int(),
    no_email: z.number().int(),
    no_phone: z.number().int(),
    unverified: z.number().int(),
  }),
});
export type AudienceCount = z.infer<typeof AudienceCountSchema>;

const composed = {
  subject: z.string().max(BROADCAST_SUBJECT_MAX),
  body: z.string().max(BROADCAST_EMAIL_BODY_MAX),
  /** The template it was written from (kept with the message for the record). */
  template: IdSchema.nullable().optional(),
};

export const PreviewQuerySchema = AudienceQuerySchema.extend(composed);
export type PreviewQuery = z.infer<typeof PreviewQuerySchema>;

/** The message as its first recipient (by name) gets it; `to` null: nobody would. */
export const MessagePreviewSchema = z.object({
  to: z.object({ id, name: z.string() }).nullable(),
  subject: z.string(),
  body: z.string(),
});
export type MessagePreview = z.infer<typeof MessagePreviewSchema>;

export const SendBroadcastSchema = AudienceQuerySchema.extend({
  ...composed,
  /** When to send (default now); the audience is read then. At most a year ahead. */
  send_at: MomentSchema.optional(),
});
export type SendBroadcast = z.infer<typeof SendBroadcastSchema>;

export const BroadcastStatusSchema = z.enum(['scheduled', 'sending', 'sent', 'cancelled']);
export type BroadcastStatus = z.infer<typeof BroadcastStatusSchema>;

export const BroadcastSchema = z.object({
  id,
  channel: MessageChannelSchema,
  newsletter: z.boolean(),
  subject: z.string(),
  body: z.string(),
  audience: AudienceSchema,
  template: id.nullable(),
  send_at: moment,
  status: BroadcastStatusSchema,
  recipients: z.number().int(),
  created_by: id.nullable(),
  created_by_name: z.string().nullable(),
  created_at: moment,
});
export type Broadcast = z.infer<typeof BroadcastSchema>;

/** A broadcast's progress: its messages counted by status. */
export const BroadcastProgressSchema = z.object({
  id,
  status: BroadcastStatusSchema,
  recipients: z.number().int(),
  queued: z.number().int(),
  sending: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  cancelled: z.number().int(),
});
export type BroadcastProgress = z.infer<typeof BroadcastProgressSchema>;

/** The outbox: broadcasts scheduled or still sending, soonest first, with their progress. */
export const OutboxSchema = z.object({
  broadcasts: z.array(BroadcastSchema.extend({ progress: BroadcastProgressSchema })),
});
export type Outbox = z.infer<typeof OutboxSchema>;

const broadcastParams = idPathParams;

/** Bulk messaging: admins only, each call about the caller's club. */
export const messagingContract = c.router(
  {
    audience: {
      method: 'POST',
      path: '/messaging/audience',
      body: AudienceQuerySchema,
      responses: { 200: AudienceCountSchema, ...commonErrorResponses },
      summary: 'Count who a bulk message would reach now (admin)',
    },
    preview: {
      method: 'POST',
      path: '/messaging/preview',
      body: PreviewQuerySchema,
      responses: { 200: MessagePreviewSchema, ...commonErrorResponses },
      summary: 'A bulk message as its first recipient gets it (admin)',
    },
    send: {
      method: 'POST',
      path: '/messaging/send',
      body: SendBroadcastSchema,
      responses: { 201: z.object({ broadcast: BroadcastSchema }), ...commonErrorResponses },
      summary: 'Send a bulk message now or at send_at (admin)',
    },
    outbox: {
      method: 'GET',
      path: '/messaging/outbox',
      responses: { 200: OutboxSchema, ...commonErrorResponses },
      summary: 'Bulk messages scheduled or sending (admin)',
    },
    progress: {
      method: 'GET',
      path: '/messaging/broadcasts/:id',
      pathParams: broadcastParams,
      responses: { 200: BroadcastProgressSchema, ...commonErrorResponses },
      summary: "A bulk message's progress (admin)",
    },
    cancel: {
      method: 'POST',
      path: '/messaging/broadcasts/:id/cancel',
      pathParams: broadcastParams,
      body: c.noBody(),
      responses: { 200: BroadcastProgressSchema, ...commonErrorResponses },
      summary: 'Cancel a scheduled bulk message, or the unsent rest of one sending (admin)',
    },
  },
  { strictStatusCodes: true },
);
