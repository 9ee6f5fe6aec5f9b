import { index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, moment } from './columns';
import { people } from './identity';
import { organisationId } from './organisations';

export const messageChannel = pgEnum('message_channel', ['email', 'sms']);
export const messageKind = pgEnum('message_kind', ['club', 'security']);
export const messageStatus = pgEnum('message_status', ['queued', 'sending', 'sent', 'failed']);

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
    // The record survives the person; to_address keeps who it went to.
    toPersonId: integer('to_person_id').references(() => people.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    html: text('html'),
    status: messageStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The provider's message id (SES, Twilio), for tracing delivery. */
    providerId: text('provider_id'),
    sendAfter: moment('send_after').notNull().defaultNow(),
    sentAt: moment('sent_at'),
    createdBy: integer('created_by').references(() => people.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_org_status_send_after_idx').on(t.organisationId, t.status, t.sendAfter),
    index('messages_org_to_person_idx').on(t.organisationId, t.toPersonId, t.createdAt),
    index('messages_org_created_by_idx').on(t.organisationId, t.createdBy),
  ],
);
