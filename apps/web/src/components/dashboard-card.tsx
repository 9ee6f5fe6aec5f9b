import { Badge, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Panel accents of spec section 2: orange pending, red unpublished, green upcoming. */
export type PanelAccent = 'orange' | 'red' | 'green';

/**
 * A dashboard card, whichever feature fills it: a titled section, an optional accent on
 * the left and an optional count beside the title.
 */
export function DashboardCard({
  id,
  title,
  accent,
  count,
  countLabel,
  children,
}: {
  id: string;
  title: string;
  accent?: PanelAccent;
  count?: number | string;
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
      style={{
        borderLeft: accent ? `4px solid var(--mantine-color-${accent}-6)` : undefined,
        minWidth: 0,
      }}
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
