import {
  DASHBOARD_REQUESTS_COUNT_CAP,
  type Dashboard,
  type DashboardRequest,
} from '@crewcall/contract';
import { Avatar, Group, Text } from '@mantine/core';
import { RequestAnswerMenu } from '@/components/request-answer/request-answer-menu';
import { CommentTip } from '@/features/requests/dashboard/comment-tip';
import { DashboardPanel, ScrollingList } from '@/features/requests/dashboard/dashboard-panel';
import { ListRow, RowArrow, RowLine, RowText } from '@/features/requests/list-rows';
import { useDashboardPart } from '@/lib/api/dashboard';
import { useSession } from '@/lib/auth/use-session';
import { formatDateTime } from '@/lib/formats';
import { mediaUrl } from '@/lib/media';
import { useSite } from '@/lib/site/site-context';

/** Spec section 2: the admin panel's text. */
export const NEW_REQUESTS_TEXT = 'These are the first 20 outstanding shift requests.';

function AdminRequestRow({ request }: { request: DashboardRequest }) {
  const site = useSite();
  const settings = useSession().user?.settings;
  return (
    <ListRow testId="new-request">
      <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
        {/* One filled brand colour: name-derived colours fail contrast. */}
        <Avatar
          src={mediaUrl(request.person_avatar, site.mediaRoot)}
          name={request.person_name}
          color="primary"
          variant="filled"
          alt=""
          visibleFrom="xs"
        />
        <RowText title={request.person_name} to={`/people/${request.person}`}>
          <RowLine>{request.event_name}</RowLine>
          <RowLine>{formatDateTime(request.event_start, settings)}</RowLine>
        </RowText>
      </Group>
      <CommentTip comments={request.comments} />
      <RequestAnswerMenu request={request} />
      <RowArrow
        to={`/events/${request.event}/shifts`}
        label={`Shifts of ${request.event_name} for ${request.person_name}`}
      />
    </ListRow>
  );
}

/** The card's part of the dashboard's one answer. */
const outstanding = ({ new_requests, new_requests_count }: Dashboard) => ({
  requests: new_requests,
  total: new_requests_count,
});

/**
 * Dashboard, admins: New requests (spec section 2): the first 20 outstanding requests for
 * events not yet ended (the server leaves older ones out), by the event's date, in a
 * list that scrolls beyond 500 px; each can be declined or dismissed from its menu.
 * Hidden when there are none.
 */
export default function NewRequestsCard() {
  const part = useDashboardPart(outstanding).data;
  const requests = part?.requests ?? [];
  if (requests.length === 0) return null;
  const total = part?.total ?? requests.length;
  // The server counts up to the cap: a club with more reads "500+".
  const shown = total >= DASHBOARD_REQUESTS_COUNT_CAP ? `${DASHBOARD_REQUESTS_COUNT_CAP}+` : total;

  return (
    <DashboardPanel
      id="new-requests-card"
      title="New requests"
      accent="orange"
      count={shown}
      countLabel={`${shown} outstanding`}
    >
      <Text size="sm" c="dimmed">
        {NEW_REQUESTS_TEXT}
      </Text>
      <ScrollingList label="Outstanding shift requests">
        {requests.map((request) => (
          <AdminRequestRow key={request.id} request={request} />
        ))}
      </ScrollingList>
    </DashboardPanel>
  );
}
