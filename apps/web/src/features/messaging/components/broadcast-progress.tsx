import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { isUnderway, useBroadcastProgress } from '@/features/messaging/api/broadcast-progress';
import { peopleCount } from '@/features/messaging/audience-draft';

/**
 * A broadcast's progress, polled until it is sent or cancelled: a bar of messages that
 * have left the queue (sent, failed, cancelled) out of its recipients.
 */
export function BroadcastProgressPanel({ id, onDone }: { id: number; onDone: () => void }) {
  const { data } = useBroadcastProgress(id);
  const done = data ? data.sent + data.failed + data.cancelled : 0;
  const total = data?.recipients ?? 0;
  const percent = total ? Math.round((done / total) * 100) : data && !isUnderway(data) ? 100 : 0;
  const label = !data
    ? 'Starting…'
    : data.status === 'scheduled'
      ? 'Scheduled: it waits in the outbox until its time.'
      : data.status === 'sending'
        ? `Sending: ${done.toLocaleString()} of ${total.toLocaleString()}`
        : data.status === 'cancelled'
          ? `Cancelled: ${data.sent.toLocaleString()} sent, ${data.cancelled.toLocaleString()} not sent.`
          : `Sent to ${peopleCount(data.sent)}${data.failed ? `; ${data.failed} failed` : ''}.`;
  return (
    <Alert
      variant="light"
      color={data?.status === 'sent' ? 'green' : data?.status === 'cancelled' ? 'gray' : 'blue'}
      title={data?.status === 'sent' ? 'Message sent' : 'Your message'}
    >
      <Stack gap="xs">
        <Progress
          value={percent}
          animated={isUnderway(data)}
          aria-label="Sending progress"
          aria-valuetext={label}
        />
        <Text size="sm" role="status" aria-live="polite">
          {label}
        </Text>
        <Group gap="xs">
          <Button component={Link} to="/messaging/outbox" variant="default" size="xs">
            Outbox
          </Button>
          <Button component={Link} to="/messaging/sent" variant="default" size="xs">
            Sent messages
          </Button>
          <Button size="xs" variant="subtle" onClick={onDone}>
            Write another
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
