import '@mantine/core/styles/EmptyState.css';
import { Button, EmptyState, Paper } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';

/** A part of the dashboard that did not load (the page's call, or one card): why, and Try again. */
export function LoadFailed({
  testId,
  title,
  description,
  onRetry,
  retrying = false,
}: {
  testId: string;
  title: string;
  description: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <Paper withBorder p="xl" data-testid={testId}>
      <EmptyState
        icon={<IconCloudOff size={32} aria-hidden />}
        variant="light"
        title={title}
        description={description}
      >
        <EmptyState.Actions>
          <Button onClick={onRetry} loading={retrying}>
            Try again
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
