import type { Dashboard, DutyAnswer } from '@crewcall/contract';
import { Anchor, Badge, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router-dom';
import { useConfirmMyDuty } from '@/features/requests/api/confirm-my-duty';
import { DashboardPanel } from '@/features/requests/dashboard/dashboard-panel';
import { notEnded, upcomingShiftText } from '@/features/requests/dashboard/upcoming-shift-text';
import { RowList } from '@/features/requests/list-rows';
import { errorDetail, isApiErrorResponse } from '@/lib/api/api-errors';
import { useDashboardPart } from '@/lib/api/dashboard';
import { useSession } from '@/lib/auth/use-session';

const upcomingShifts = (dashboard: Dashboard) => dashboard.upcoming_shifts;
/** Where the club asks members to confirm duties: each duty's answer, by shift. */
const dutyAnswers = (dashboard: Dashboard) =>
  new Map(dashboard.my_duty_answers.map((row) => [row.shift, row.answer]));

/**
 * Dashboard: Upcoming shifts (spec section 2): the person's published shifts not yet
 * ended, each row the start time, a relative-day label, the event, the date, and role,
 * assignment and location where set, linking to the event page. Hidden when none. Where
 * the club asks members to confirm duties, a duty not yet started has a Confirm button
 * beside it, or says how it was answered.
 */
export default function UpcomingShiftsCard() {
  const settings = useSession().user?.settings;
  const shifts = notEnded(useDashboardPart(upcomingShifts).data ?? []);
  const answers = useDashboardPart(dutyAnswers).data;
  if (shifts.length === 0) return null;

  return (
    <DashboardPanel id="upcoming-shifts-card" title="Upcoming shifts" accent="green">
      <RowList>
        {shifts.map((shift) => {
          const text = upcomingShiftText(shift, settings);
          const answer = answers?.get(shift.id);
          return (
            <li key={shift.id} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
              <UnstyledButton
                component={Link}
                to={`/events/${shift.event}`}
                data-testid="upcoming-shift"
                p="xs"
                style={{
                  display: 'block',
                  flex: 1,
                  minWidth: 0,
                  borderRadius: 'var(--mantine-radius-sm)',
                  background: 'var(--mantine-color-default)',
                }}
              >
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Stack gap={0} w={84} style={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
                    <Text fw={700} size="sm">
                      {text.time}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {text.relative}
                    </Text>
                  </Stack>
                  <div style={{ minWidth: 0, flex: 1 }}>
                    <Text fw={600} size="sm" truncate="end">
                      {shift.event_name}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {text.date}
                    </Text>
                    {text.details && (
                      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {text.details}
                      </Text>
                    )}
                  </div>
                </Group>
              </UnstyledButton>
              {answer && (
                <DutyAnswerMark shiftId={shift.id} eventName={shift.event_name} answer={answer} />
              )}
            </li>
          );
        })}
      </RowList>
      {/* Issue 25: a duty the person cannot do is offered up from the Duty offers page. */}
      <Anchor component={Link} to="/offers" size="sm" mt="xs" display="inline-block">
        Can't make one? Offer it up
      </Anchor>
    </DashboardPanel>
  );
}

/** A duty's Confirm button, or its answer ("Confirmed", "Can't make it"). */
function DutyAnswerMark({
  shiftId,
  eventName,
  answer,
}: {
  shiftId: number;
  eventName: string;
  answer: DutyAnswer;
}) {
  const confirm = useConfirmMyDuty();
  if (answer === 'confirmed') {
    return (
      <Badge color="green" variant="light" style={{ flexShrink: 0 }}>
        Confirmed
      </Badge>
    );
  }
  if (answer === 'cant_make_it') {
    return (
      <Badge color="red" variant="light" style={{ flexShrink: 0 }}>
        Can't make it
      </Badge>
    );
  }
  return (
    <Button
      size="xs"
      style={{ flexShrink: 0 }}
      loading={confirm.isPending}
      aria-label={`Confirm your duty: ${eventName}`}
      onClick={() =>
        confirm.mutate(shiftId, {
          onSuccess: () =>
            notifications.show({ color: 'green', message: `Duty confirmed: ${eventName}.` }),
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: 'Not confirmed',
              message:
                (isApiErrorResponse(error) ? errorDetail(error.body) : undefined) ??
                'Please try again.',
            }),
        })
      }
    >
      Confirm
    </Button>
  );
}
