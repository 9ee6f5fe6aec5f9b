import type { Dashboard } from '@crewcall/contract';
import { Text } from '@mantine/core';
import { RequestStatusBadge } from '@/components/request-status-badge';
import { CommentTip } from '@/features/requests/dashboard/comment-tip';
import { DashboardPanel, ScrollingList } from '@/features/requests/dashboard/dashboard-panel';
import { ListRow, RowArrow, RowLine, RowText } from '@/features/requests/list-rows';
import { useDashboardPart } from '@/lib/api/dashboard';
import { useSession } from '@/lib/auth/use-session';
import { formatDateTime } from '@/lib/formats';

const myRequests = (dashboard: Dashboard) => dashboard.my_requests;

/**
 * Dashboard: Pending shift requests (spec section 2, the person's side): their own
 * requests for events not yet ended, by the event's date, each with the event, its start,
 * a comments tooltip and a link to the event. A declined one stays, marked so with the
 * organisers' reason, until its event is over. Hidden when there are none. (The club's
 * requests are the admins' New requests card, so an admin does not see the same list twice.)
 */
export default function PendingRequestsCard() {
  const settings = useSession().user?.settings;
  const requests = useDashboardPart(myRequests).data ?? [];
  if (requests.length === 0) return null;
  const pending = requests.filter((request) => request.status === 'pending').length;

  return (
    <DashboardPanel
      id="pending-requests-card"
      title="Pending shift requests"
      accent="orange"
      count={pending}
      countLabel={`${pending} pending`}
    >
      <Text size="sm" c="dimmed">
        You asked for shifts on these events. The organisers will let you know.
      </Text>
      <ScrollingList label="Your shift requests">
        {requests.map((request) => (
          <ListRow key={request.id} testId="pending-request">
            <RowText title={request.event_name} to={`/events/${request.event}`}>
              <RowLine>{formatDateTime(request.event_start, settings)}</RowLine>
              {request.status === 'declined' && request.decline_reason && (
                <RowLine>Reason: {request.decline_reason}</RowLine>
              )}
            </RowText>
            {request.status !== 'pending' && <RequestStatusBadge status={request.status} />}
            <CommentTip comments={request.comments} />
            <RowArrow to={`/events/${request.event}`} label={`Open ${request.event_name}`} />
          </ListRow>
        ))}
      </ScrollingList>
    </DashboardPanel>
  );
}
