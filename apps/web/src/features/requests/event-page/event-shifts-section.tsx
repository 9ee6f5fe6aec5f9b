import '@/features/requests/requests-styles';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useEventShiftsPage } from '@/features/requests/api/get-event-page';
import { MyRequests } from '@/features/requests/event-page/my-requests';
import { ShiftGroupList } from '@/features/requests/event-page/shift-group-list';
import { shiftGroups, signupOptions } from '@/features/requests/event-page/shift-groups';
import { SignupForm } from '@/features/requests/event-page/signup-form';
import { useSession } from '@/lib/auth/use-session';

/**
 * The event page's shifts part (members; issue 12 item 4), handed to the events
 * feature's page by the app: the published shifts by assignment, a sign-up form and the
 * person's own requests with Withdraw. One call.
 */
export function EventShiftsSection({ eventId }: { eventId: number }) {
  const personId = useSession().user?.id;
  const page = useEventShiftsPage(eventId);
  const data = page.data;
  const groups = useMemo(() => (data ? shiftGroups(data) : []), [data]);
  const options = useMemo(() => (data ? signupOptions(data) : null), [data]);

  if (!data || !options || personId === undefined) {
    if (page.isError) return null; // the API client has shown what went wrong
    return (
      <Stack gap="sm" role="status" aria-label="Loading shifts">
        <Skeleton height={28} width="30%" />
        <Skeleton height={120} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-labelledby="event-shifts-title">
        <Title order={2} size="h4" id="event-shifts-title">
          Shifts
        </Title>
        <ShiftGroupList groups={groups} />
      </Stack>
      <Paper withBorder p="md" component="section" aria-labelledby="event-signup-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="event-signup-title">
            Sign up
          </Title>
          {Date.parse(data.event.end) <= Date.now() ? (
            <Text size="sm" c="dimmed">
              This event has ended: there is nothing left to sign up for.
            </Text>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                Ask the organisers for a shift on this event. They will put you on one and let you
                know.
              </Text>
              <SignupForm
                eventId={eventId}
                personId={personId}
                options={options}
                requestCount={data.my_requests.length}
              />
            </>
          )}
        </Stack>
      </Paper>
      {data.my_requests.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="my-requests-title">
          <Title order={2} size="h4" id="my-requests-title">
            Your requests
          </Title>
          <MyRequests page={data} />
        </Stack>
      )}
    </Stack>
  );
}
