import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { messages } from '@/db/schema';
import {
  type CollectionDefinition,
  choiceField,
  idField,
  momentField,
  numberField,
  refField,
  type TenantTable,
  textField,
} from '@/modules/collections-engine';

/**
 * The club's own messages only: security mail (reset and invitation links) is account
 * mail, kept as an audit line that no club screen shows. The engine reads this subquery
 * instead of the table; it carries the table's name, so the fields below (the table's
 * columns) resolve to it, and every engine query (list, detail, count, search, expand)
 * sees only `kind = 'club'` rows, for admins too. The collection is read-only.
 */
const clubMessages = new QueryBuilder()
  .select()
  .from(messages)
  .where(eq(messages.kind, 'club'))
  .as('messages') as unknown as TenantTable;

/**
 * The outbox and sent messages, read-only: messages are made by the messaging module and
 * are the club's record of what went out. `html` is left out of lists (it can be large).
 */
export const messageRecordsCollection: CollectionDefinition = {
  name: 'messagerecords',
  label: 'message',
  table: clubMessages,
  fields: {
    id: idField(messages.id),
    channel: choiceField(messages.channel, messages.channel.enumValues),
    to_person: refField(messages.toPersonId, 'people'),
    to_address: textField(messages.toAddress),
    subject: textField(messages.subject),
    body: textField(messages.body),
    status: choiceField(messages.status, messages.status.enumValues),
    purpose: choiceField(messages.purpose, messages.purpose.enumValues),
    // The bulk message (broadcasts have no collection of their own: /api/messaging/…).
    broadcast: numberField(messages.broadcastId),
    attempts: numberField(messages.attempts),
    last_error: textField(messages.lastError),
    send_after: momentField(messages.sendAfter),
    sent_at: momentField(messages.sentAt),
    created_by: refField(messages.createdBy, 'people'),
    created_at: momentField(messages.createdAt),
  },
  defaultSort: ['-created_at'],
  search: ['to_address', 'subject'],
  read: 'admin',
};
