import { ActionIcon, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A plain list (`<ul>`) of rows, without bullets. */
export function RowList({ children, gap = 'xs' }: { children: ReactNode; gap?: 'xs' | 4 }) {
  return (
    <Stack gap={gap} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

/**
 * A row of the feature's lists (a `<li>`): its text on the left, shrinking and truncating
 * so that the actions on the right stay inside a phone's width.
 */
export function ListRow({
  children,
  testId,
  wrap = 'nowrap',
}: {
  children: ReactNode;
  testId?: string;
  wrap?: 'wrap' | 'nowrap';
}) {
  return (
    <Group component="li" justify="space-between" wrap={wrap} gap="sm" data-testid={testId}>
      {children}
    </Group>
  );
}

/** The row's title (a link when `to` is given) with dimmed lines below it. */
export function RowText({
  title,
  to,
  children,
}: {
  title: string;
  to?: string;
  children?: ReactNode;
}) {
  return (
    <div style={{ minWidth: 0, flex: 1 }}>
      {to ? (
        <Anchor component={Link} to={to} fw={600} size="sm" display="block" truncate="end">
          {title}
        </Anchor>
      ) : (
        <Text size="sm" fw={600}>
          {title}
        </Text>
      )}
      {children}
    </div>
  );
}

/** A dimmed line under a row's title. */
export function RowLine({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  );
}

/** The arrow at a row's end that opens what the row is about. */
export function RowArrow({ to, label }: { to: string; label: string }) {
  return (
    <ActionIcon
      component={Link}
      to={to}
      variant="light"
      aria-label={label}
      style={{ flexShrink: 0 }}
    >
      <IconArrowRight size={16} aria-hidden />
    </ActionIcon>
  );
}
