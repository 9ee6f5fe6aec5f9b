import '@/features/requests/requests-styles';
import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { RowList } from '@/features/requests/list-rows';

/** The shared dashboard card (components/dashboard-card.tsx), under the name these cards use. */
export { DashboardCard as DashboardPanel, type PanelAccent } from '@/components/dashboard-card';

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
