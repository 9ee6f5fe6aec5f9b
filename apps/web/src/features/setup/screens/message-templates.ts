import { MESSAGE_PLACEHOLDERS } from '@crewcall/contract';
import { longTextColumn, nameColumn, textFilter } from '@/features/setup/screens/columns';
import { defineSetupScreen } from '@/features/setup/setup-screen';

const PLACEHOLDERS = Object.keys(MESSAGE_PLACEHOLDERS)
  .map((word) => `{${word}}`)
  .join(' ');

/** Reusable bulk-message texts (/messaging/templates): the composer's template picker fills from them. */
export const messageTemplatesScreen = defineSetupScreen({
  collection: 'messagetemplates',
  path: '/messaging/templates',
  title: 'Message templates',
  singular: 'template',
  intro: `Texts to start an email or SMS from. Placeholders filled per person: ${PLACEHOLDERS}.`,
  nameField: 'name',
  columns: [
    nameColumn(),
    {
      key: 'channel',
      header: 'Channel',
      sortable: true,
      value: (row) => (row.channel === 'sms' ? 'SMS' : 'Email'),
    },
    longTextColumn('subject', 'Subject'),
    longTextColumn('body', 'Text'),
  ],
  filters: [
    textFilter('name', 'Name'),
    {
      type: 'select',
      field: 'channel',
      label: 'Channel',
      options: [
        { value: 'email', label: 'Email' },
        { value: 'sms', label: 'SMS' },
      ],
    },
  ],
  fields: [
    { kind: 'text', name: 'name', label: 'Name', required: true },
    {
      kind: 'select',
      name: 'channel',
      label: 'Channel',
      options: [
        { value: 'email', label: 'Email' },
        { value: 'sms', label: 'SMS' },
      ],
      defaultValue: 'email',
    },
    { kind: 'text', name: 'subject', label: 'Subject', description: 'Email only.', maxLength: 200 },
    {
      kind: 'textarea',
      name: 'body',
      label: 'Text',
      description: `Placeholders: ${PLACEHOLDERS}`,
    },
  ],
});
