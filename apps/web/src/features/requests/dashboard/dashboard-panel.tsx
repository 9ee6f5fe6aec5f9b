import '@/features/requests/requests-styles';
import { Badge, Box, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { RowList } from '@/features/requests/list-rows';

/** Panel accents of spec section 2: orange pending, red unpublished, green upcoming. */
export type PanelAccent = 'orange' | 'red' | 'green';

/** A dashboard card of the shift cards: accent on the left, title, optional count. */
export function DashboardPanel({
  id,
  title,
  accent,
  count,
  countLabel,
  children,
}: {
  id: string;
  title: string;
  accent: PanelAccent;
  count?: number;
  countLabel?: string;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby={`${id}-title`}
      data-testid={id}
      style={{ borderLeft: `4px solid var(--mantine-color-${accent}-6)`, minWidth: 0 }}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id={`${id}-title`}>
            {title}
          </Title>
          {count !== undefined && (
            <Badge color="gray" variant="default" aria-label={countLabel}>
              {count}
            </Badge>
          )}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * A list that scrolls beyond 500 px (spec section 9), reachable by keyboard. A plain box:
 * Mantine's ScrollArea sized its content as a table, pushing long rows out of the card.
 */
export function ScrollingList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      mah={500}
      style={{ overflowY: 'auto', overflowX: 'hidden' }}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <RowList>{children}</RowList>
    </Box>
  );
}
