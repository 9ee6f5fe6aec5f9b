import { messages } from '@/db/schema';
import {
  type CollectionDefinition,
  choiceField,
  idField,
  momentField,
  numberField,
  refField,
  textField,
} from '../definition';
import { toPeople } from './refs';

/**
 * The outbox and sent messages, read-only: messages are made by the messaging module and
 * are the club's record of what went out. `html` is left out of lists (it can be large).
 */
export const messageRecordsCollection: CollectionDefinition = {
  name: 'messagerecords',
  label: 'message',
  table: messages,
  fields: {
    id: idField(messages.id),
    channel: choiceField(messages.channel, messages.channel.enumValues),
    to_person: refField(messages.toPersonId, toPeople),
    to_address: textField(messages.toAddress),
    subject: textField(messages.subject),
    body: textField(messages.body),
    status: choiceField(messages.status, messages.status.enumValues),
    attempts: numberField(messages.attempts),
    last_error: textField(messages.lastError),
    send_after: momentField(messages.sendAfter),
    sent_at: momentField(messages.sentAt),
    created_by: refField(messages.createdBy, toPeople),
    created_at: momentField(messages.createdAt),
  },
  defaultSort: ['-created_at'],
  search: ['to_address', 'subject'],
  read: 'admin',
};
