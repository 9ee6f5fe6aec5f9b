import { collectionInputSchemas } from '@crewcall/contract';
import { messageTemplates } from '@/db/schema';
import {
  type CollectionDefinition,
  choiceField,
  idField,
  textField,
} from '@/modules/collections-engine';

/** Reusable email and SMS texts for bulk messaging (admins only). */
export const messageTemplatesCollection: CollectionDefinition = {
  name: 'messagetemplates',
  label: 'message template',
  table: messageTemplates,
  fields: {
    id: idField(messageTemplates.id),
    name: textField(messageTemplates.name),
    subject: textField(messageTemplates.subject),
    body: textField(messageTemplates.body),
    channel: choiceField(messageTemplates.channel, messageTemplates.channel.enumValues),
  },
  defaultSort: ['name'],
  search: ['name', 'subject'],
  read: 'admin',
  write: { create: collectionInputSchemas.messagetemplates, uniqueName: 'name', delete: true },
};
