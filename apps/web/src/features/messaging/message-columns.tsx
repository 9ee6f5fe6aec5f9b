import { Badge } from '@mantine/core';
import type { Column, FilterDef, TablePage } from '@/components/data-table/types';
import { relatedField } from '@/lib/api/collections/collection-page';
import { csvDateTime, formatDateTime } from '@/lib/formats';

/** A message of the club's record (the messagerecords collection). */
export interface MessageRecord {
  id: number;
  channel: 'email' | 'sms';
  to_person: number | null;
  to_address: string;
  subject: string;
  body: string;
  status: 'queued' | 'sending' | 'sent' | 'failed' | 'cancelled';
  purpose: string;
  broadcast: number | null;
  last_error: string | null;
  send_after: string;
  sent_at: string | null;
  created_at: string;
}

const STATUS_COLORS: Record<MessageRecord['status'], string> = {
  queued: 'blue',
  sending: 'cyan',
  sent: 'green',
  failed: 'red',
  cancelled: 'gray',
};

const PURPOSE_LABELS: Record<string, string> = {
  message: 'Message',
  newsletter: 'Newsletter',
  notice: 'Notice',
  reminder: 'Reminder',
  account: 'Account',
};

/** Who it went to: the person's name (when they still exist) and the address. */
const recipient = (row: MessageRecord, page: TablePage<MessageRecord>) => {
  const name = relatedField(page.related, 'people', row.to_person);
  return name ? `${name} <${row.to_address}>` : row.to_address;
};

/** When: sent, else when it is due. */
const when = (row: MessageRecord) => row.sent_at ?? row.send_after;

export const MESSAGE_COLUMNS: Column<MessageRecord>[] = [
  { key: 'to_address', header: 'Recipient', sortable: true, value: recipient },
  {
    key: 'channel',
    header: 'Channel',
    sortable: true,
    value: (row) => (row.channel === 'sms' ? 'SMS' : 'Email'),
  },
  {
    key: 'subject',
    header: 'Subject',
    sortable: true,
    value: (row) => row.subject || row.body.slice(0, 60),
  },
  {
    key: 'purpose',
    header: 'Kind',
    sortable: true,
    value: (row) => PURPOSE_LABELS[row.purpose] ?? row.purpose,
  },
  {
    key: 'status',
    header: 'Status',
    sortable: true,
    render: (row) => (
      <Badge variant="dot" color={STATUS_COLORS[row.status]} tt="none">
        {row.status}
      </Badge>
    ),
  },
  {
    key: 'sent_at',
    header: 'Time',
    sortable: true,
    value: (row) => formatDateTime(when(row)),
    exportValue: (row) => csvDateTime(when(row)),
  },
  { key: 'last_error', header: 'Error', value: (row) => row.last_error ?? '' },
];

export const MESSAGE_FILTERS: readonly FilterDef[] = [
  {
    type: 'select',
    field: 'channel',
    label: 'Channel',
    options: [
      { value: 'email', label: 'Email' },
      { value: 'sms', label: 'SMS' },
    ],
  },
  {
    type: 'select',
    field: 'status',
    label: 'Status',
    options: ['sent', 'failed', 'cancelled', 'sending'].map((s) => ({ value: s, label: s })),
  },
  {
    type: 'select',
    field: 'purpose',
    label: 'Kind',
    options: Object.entries(PURPOSE_LABELS).map(([value, label]) => ({ value, label })),
  },
  { type: 'number', field: 'broadcast', label: 'Bulk message' },
  { type: 'date', field: 'created_at', label: 'Date' },
];

/**
 * The messages sent to one person (their Emails tab): what, how, what became of it and
 * when; the recipient and the provider's error are the record's business, not theirs.
 */
export const PERSON_MESSAGE_COLUMNS: Column<MessageRecord>[] = [
  'subject',
  'channel',
  'purpose',
  'status',
  'sent_at',
].flatMap((key) => MESSAGE_COLUMNS.filter((column) => column.key === key));
