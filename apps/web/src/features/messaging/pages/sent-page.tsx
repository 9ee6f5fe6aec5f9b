import '@/features/messaging/messaging-styles';
import { Container, Stack } from '@mantine/core';
import { PageHeader } from '@/components/page-header';
import { MessageTable } from '@/features/messaging/components/message-table';
import { MessagingNav } from '@/features/messaging/components/messaging-nav';
import { MESSAGE_FILTERS } from '@/features/messaging/message-columns';

/** /messaging/sent: every message that has left the queue, with its outcome; CSV export. */
export default function SentPage() {
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <PageHeader
          title="Messaging"
          description="Messages the club has sent: bulk messages, newsletters, notices and reminders, with what became of each."
          showsTimes
        />
        <MessagingNav />
        <MessageTable
          label="Sent messages"
          fixed={{ status__ne: 'queued' }}
          filters={MESSAGE_FILTERS}
          empty={{
            title: 'Nothing sent yet',
            description: 'Messages appear here once they go out.',
          }}
        />
      </Stack>
    </Container>
  );
}
