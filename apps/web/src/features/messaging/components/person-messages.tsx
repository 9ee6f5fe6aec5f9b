import '@/features/messaging/messaging-styles';
import { Stack, Text } from '@mantine/core';
import { ClubZoneNote } from '@/components/club-zone-note';
import { MessageTable } from '@/features/messaging/components/message-table';
import { MESSAGE_FILTERS, PERSON_MESSAGE_COLUMNS } from '@/features/messaging/message-columns';

/**
 * The messages the club sent to one person (the admin's Emails tab, /people/{pk}/emails):
 * subject or text, channel, kind, status and when, newest first. The message record read
 * by recipient (`GET /api/messagerecords/?to_person={id}`, admin only).
 */
export function PersonMessages({ personId }: { personId: number }) {
  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        Emails and text messages the club sent them, newest first: bulk messages, newsletters,
        notices and reminders. Password and invitation emails are not kept here.
      </Text>
      <ClubZoneNote />
      <MessageTable
        label="Messages"
        fixed={{ to_person: String(personId) }}
        filters={MESSAGE_FILTERS}
        columns={PERSON_MESSAGE_COLUMNS}
        empty={{
          title: 'No messages yet',
          description: 'Messages the club sends them appear here.',
        }}
      />
    </Stack>
  );
}
