import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, moment } from './columns';
import { shifts } from './events';
import { people } from './identity';
import { organisationId } from './organisations';

export const messageChannel = pgEnum('message_channel', ['email', 'sms']);
export const messageKind = pgEnum('message_kind', ['club', 'security']);
export const messageStatus = pgEnum('message_status', [
  'queued',
  'sending',
  'sent',
  'failed',
  'cancelled',
]);
/**
 * Why a message is sent, which decides the person's setting it obeys: 'account' (reset,
 * invitation: always), 'notice' (a duty given, moved or taken away; new registrations:
 * email_notifications), 'reminder' (email_reminders), 'newsletter' (email_newsletters),
 * 'message' (an admin's bulk message that is not a newsletter: email_notifications).
 * SMS of any purpose obeys sms_notifications and a verified phone.
 */
export const messagePurpose = pgEnum('message_purpose', [
  'account',
  'notice',
  'reminder',
  'message',
  'newsletter',
]);
export const broadcastStatus = pgEnum('broadcast_status', [
  'scheduled',
  'sending',
  'sent',
  'cancelled',
]);

/**
 * A file sent with an email (an iCalendar invitation or cancellation). `content` is the
 * file's text (UTF-8), kept readable in the message record: every file a club mail carries
 * is text. A binary file would need an encoding field first.
 */
export type MessageAttachment = { filename: string; contentType: string; content: string };

export const messageTemplates = pgTable(
  'message_templates',
  {
    id: id(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull().default(''),
    channel: messageChannel('channel').notNull().default('email'),
    createdAt: createdAt(),
  },
  (t) => [index('message_templates_org_channel_idx').on(t.organisationId, t.channel)],
);

/**
 * The outbox and the sent-message record in one: a message is a row before any job
 * exists (jobs carry only its id), and stays as the record once sent or failed.
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    organisationId: organisationId(),
    channel: messageChannel('channel').notNull(),
    /**
     * 'club': a message the club sent, shown in its message records. 'security': account
     * mail (reset and invitation links) kept only as an audit line; its body never holds
     * the secret and it is not shown to the club.
     */
    kind: messageKind('kind').notNull().default('club'),
    purpose: messagePurpose('purpose').notNull().default('notice'),
    // The record survives the person; to_address keeps who it went to.
    toPersonId: integer('to_person_id').references(() => people.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<MessageAttachment[]>(),
    /** The bulk message it is one of (its progress is the count of its messages by status). */
    broadcastId: integer('broadcast_id').references(() => broadcasts.id, { onDelete: 'set null' }),
    status: messageStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The provider's message id (SES, Twilio), for tracing delivery. */
    providerId: text('provider_id'),
    sendAfter: moment('send_after').notNull().defaultNow(),
    /** When a sender marked it 'sending' (a send interrupted before 'sent' is never repeated). */
    claimedAt: moment('claimed_at'),
    sentAt: moment('sent_at'),
    createdBy: integer('created_by').references(() => people.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_org_status_send_after_idx').on(t.organisationId, t.status, t.sendAfter),
    index('messages_org_to_person_idx').on(t.organisationId, t.toPersonId, t.createdAt),
    index('messages_org_created_by_idx').on(t.organisationId, t.createdBy),
    index('messages_org_broadcast_idx').on(t.organisationId, t.broadcastId, t.status),
  ],
);

/**
 * An admin's bulk message (/messaging/email and /sms): what was written, to whom (the
 * audience as chosen, kept for the record), and when. Its messages are made when it is
 * sent (the audience is read then, so a scheduled message reaches who qualifies at that
 * time); until then it is in the outbox and can be cancelled.
 */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: id(),
    organisationId: organisationId(),
    channel: messageChannel('channel').notNull(),
    /** A newsletter obeys email_newsletters; any other bulk message email_notifications. */
    newsletter: boolean('newsletter').notNull().default(false),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    audience: jsonb('audience').notNull(),
    templateId: integer('template_id').references(() => messageTemplates.id, {
      onDelete: 'set null',
    }),
    sendAt: moment('send_at').notNull().defaultNow(),
    status: broadcastStatus('status').notNull().default('scheduled'),
    /** How many messages it made (0 until sent). */
    recipients: integer('recipients').notNull().default(0),
    createdBy: integer('created_by').references(() => people.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('broadcasts_org_status_send_at_idx').on(t.organisationId, t.status, t.sendAt)],
);

export const reminderWindow = pgEnum('reminder_window', ['week', 'day']);

/**
 * One row per reminder sent: a shift, its person, the window (a week, a day before) and
 * the start it reminded of. The unique key is what makes a reminder go once across
 * restarts and several workers; a moved shift has a new start, so it is reminded again
 * for its new time; a shift given to someone else is reminded to them.
 */
export const shiftReminders = pgTable(
  'shift_reminders',
  {
    id: id(),
    organisationId: organisationId(),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    window: reminderWindow('window').notNull(),
    shiftStart: moment('shift_start').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shift_reminders_once_key').on(
      t.organisationId,
      t.shiftId,
      t.personId,
      t.window,
      t.shiftStart,
    ),
  ],
);
