import type { Dashboard } from '@crewcall/contract';
import { Badge, Text } from '@mantine/core';
import { DashboardPanel } from '@/features/requests/dashboard/dashboard-panel';
import { ListRow, RowLine, RowList, RowText } from '@/features/requests/list-rows';
import { useDashboardPart } from '@/lib/api/dashboard';
import { useSession } from '@/lib/auth/use-session';
import { formatDateTime } from '@/lib/formats';

/** Spec section 2, word for word. */
export const UNPUBLISHED_TEXT =
  'These are the events where there are shifts which have been saved but not published. Shifts will not be generally visible and reminder emails will not be generated until shifts are published.';

const unpublishedEvents = (dashboard: Dashboard) => dashboard.unpublished_events;

/**
 * Dashboard, admins: Unpublished (spec section 2): events with saved but unpublished
 * shifts, each linking to its shift planner. Hidden when there are none.
 */
export default function UnpublishedCard() {
  const settings = useSession().user?.settings;
  const events = useDashboardPart(unpublishedEvents).data ?? [];
  if (events.length === 0) return null;

  return (
    <DashboardPanel id="unpublished-card" title="Unpublished" accent="red">
      <Text size="sm" c="dimmed">
        {UNPUBLISHED_TEXT}
      </Text>
      <RowList>
        {events.map((event) => (
          <ListRow key={event.id} testId="unpublished-event">
            <RowText title={event.name} to={`/events/${event.id}/shifts`}>
              <RowLine>{formatDateTime(event.start, settings)}</RowLine>
            </RowText>
            <Badge color="red" variant="filled" style={{ flexShrink: 0 }}>
              {event.unpublished} unpublished
            </Badge>
          </ListRow>
        ))}
      </RowList>
    </DashboardPanel>
  );
}
