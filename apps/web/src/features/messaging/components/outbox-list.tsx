import type { Outbox } from '@crewcall/contract';
import { Badge, Button, Group, Paper, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { useCancelBroadcast, useOutbox } from '@/features/messaging/api/outbox';
import { peopleCount } from '@/features/messaging/audience-draft';
import { errorDetail, fieldErrors, isApiErrorResponse } from '@/lib/api/api-errors';
import { formatDateTime } from '@/lib/formats';

type Item = Outbox['broadcasts'][number];

const AUDIENCE_LABELS: Record<Item['audience']['kind'], string> = {
  everyone: 'Everyone',
  role: 'A role',
  event: "An event's crew",
  series: "A series' crew",
  competency: 'By competency',
  people: 'People picked',
};

/** Bulk messages scheduled or sending, each with its progress and a Cancel (asked first). */
export function OutboxList() {
  const outbox = useOutbox();
  const cancel = useCancelBroadcast();
  const [cancelling, setCancelling] = useState<Item | null>(null);
  const failure = isApiErrorResponse(cancel.error)
    ? (fieldErrors(cancel.error.body).non_field_errors ?? errorDetail(cancel.error.body))
    : null;

  if (outbox.isLoading) return <Skeleton height={80} aria-label="Loading the outbox" />;
  const items = outbox.data?.broadcasts ?? [];
  if (!items.length)
    return (
      <Paper withBorder p="md">
        <Text fw={600}>Nothing scheduled or sending</Text>
        <Text size="sm" c="dimmed">
          Bulk messages wait here until their time, and while they go out.
        </Text>
      </Paper>
    );
  return (
    <Stack gap="sm">
      {items.map((b) => {
        const done = b.progress.sent + b.progress.failed + b.progress.cancelled;
        return (
          <Paper key={b.id} withBorder p="sm" data-testid="outbox-item">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                <Group gap="xs">
                  <Badge variant="light" tt="none">
                    {b.channel === 'sms' ? 'SMS' : b.newsletter ? 'Newsletter' : 'Email'}
                  </Badge>
                  <Badge variant="dot" color={b.status === 'sending' ? 'cyan' : 'blue'} tt="none">
                    {b.status}
                  </Badge>
                </Group>
                <Text fw={600} truncate>
                  {b.subject || b.body.slice(0, 80)}
                </Text>
                <Text size="sm" c="dimmed">
                  {AUDIENCE_LABELS[b.audience.kind]} ·{' '}
                  {b.status === 'scheduled'
                    ? `goes at ${formatDateTime(b.send_at)}`
                    : `${done.toLocaleString()} of ${peopleCount(b.recipients)} done`}
                  {b.created_by_name ? ` · by ${b.created_by_name}` : ''}
                </Text>
              </Stack>
              <Button
                variant="default"
                color="red"
                size="xs"
                onClick={() => {
                  cancel.reset();
                  setCancelling(b);
                }}
              >
                Cancel…
              </Button>
            </Group>
            {b.status === 'sending' && (
              <Progress
                mt="xs"
                value={b.recipients ? (done / b.recipients) * 100 : 0}
                animated
                aria-label="Sending progress"
              />
            )}
          </Paper>
        );
      })}
      <ConfirmDialog
        opened={cancelling !== null}
        title="Cancel this message?"
        confirmLabel="Cancel message"
        danger
        loading={cancel.isPending}
        error={failure}
        onClose={() => setCancelling(null)}
        onConfirm={() =>
          cancelling && cancel.mutate(cancelling.id, { onSuccess: () => setCancelling(null) })
        }
      >
        {cancelling?.status === 'sending'
          ? 'Messages not yet sent will not be sent; those already sent cannot be called back.'
          : 'It will not be sent.'}
      </ConfirmDialog>
    </Stack>
  );
}
