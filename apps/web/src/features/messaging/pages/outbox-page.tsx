import '@/features/messaging/messaging-styles';
import { Container, Stack, Title } from '@mantine/core';
import { PageHeader } from '@/components/page-header';
import { MessageTable } from '@/features/messaging/components/message-table';
import { MessagingNav } from '@/features/messaging/components/messaging-nav';
import { OutboxList } from '@/features/messaging/components/outbox-list';
import { MESSAGE_FILTERS } from '@/features/messaging/message-columns';

const QUEUED_FILTERS = MESSAGE_FILTERS.filter((f) => f.field !== 'status');

/** /messaging/outbox: bulk messages scheduled or sending, and every message still queued. */
export default function OutboxPage() {
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <PageHeader
          title="Messaging"
          description="What is waiting to go out: scheduled bulk messages, those sending now, and single messages in the queue."
          showsTimes
        />
        <MessagingNav />
        <Title order={2} size="h4">
          Bulk messages
        </Title>
        <OutboxList />
        <Title order={2} size="h4">
          Queued messages
        </Title>
        <MessageTable
          label="Queued messages"
          fixed={{ status: 'queued' }}
          filters={QUEUED_FILTERS}
          empty={{ title: 'The queue is empty', description: 'Every message has gone out.' }}
        />
      </Stack>
    </Container>
  );
}
