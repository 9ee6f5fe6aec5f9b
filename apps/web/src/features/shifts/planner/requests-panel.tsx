import type { RequestRow, ShiftPlanner } from '@crewcall/contract';
import { Badge, Button, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { RequestAnswerMenu } from '@/components/request-answer/request-answer-menu';
import { RequestStatusBadge } from '@/components/request-status-badge';
import { requestFits } from '@/features/shifts/planner/fill-dialog';
import { lookupName } from '@/features/shifts/planner/planner-labels';
import type { StagedShift } from '@/features/shifts/staging/staging';

/**
 * The event's requests beside the planner, outstanding first: who asked, for what, their
 * comments, a menu to put them on one of the open shifts (fitting ones first), and one to
 * decline or dismiss them; answered ones say how.
 */
export function RequestsPanel({
  requests,
  shifts,
  results,
  shiftLabel,
  onFill,
  eventName,
}: {
  /** The event's name, for the decline/dismiss question. */
  eventName: string;
  requests: RequestRow[];
  shifts: readonly StagedShift[];
  results: ShiftPlanner['results'];
  shiftLabel: (shift: StagedShift) => string;
  onFill: (shift: StagedShift, person: { id: number; name: string }) => void;
}) {
  const open = shifts.filter((shift) => shift.mark !== 'remove' && shift.person === null);
  const staged = new Set(shifts.filter((s) => s.mark !== 'remove').map((s) => s.person));

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="requests-heading">
      <Title order={2} size="h4" id="requests-heading" mb="sm">
        Requests
      </Title>
      {requests.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nobody has asked for a shift on this event yet.
        </Text>
      ) : (
        <Stack gap="sm">
          {requests.map((request) => {
            const fitting = [...open].sort(
              (a, b) => Number(requestFits(request, b)) - Number(requestFits(request, a)),
            );
            const wishes = [
              lookupName(results, 'roles', request.role),
              lookupName(results, 'assignments', request.assignment),
              lookupName(results, 'locations', request.location),
            ].filter(Boolean);
            return (
              <Group key={request.id} justify="space-between" wrap="nowrap" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate="end">
                    {request.person_name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {wishes.length ? wishes.join(' · ') : 'Any shift'}
                  </Text>
                  {request.comments && (
                    <Text size="xs" fs="italic">
                      “{request.comments}”
                    </Text>
                  )}
                </div>
                {request.status !== 'pending' ? (
                  <RequestStatusBadge status={request.status} filledLabel="Done" />
                ) : staged.has(request.person) ? (
                  <Badge variant="dot" color="blue" tt="none" style={{ flexShrink: 0 }}>
                    On a shift
                  </Badge>
                ) : (
                  <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <Button
                          size="compact-sm"
                          variant="light"
                          style={{ flexShrink: 0 }}
                          rightSection={<IconChevronDown size={14} aria-hidden />}
                          aria-label={`Fill a shift with ${request.person_name}`}
                        >
                          Fill
                        </Button>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Label>Open shifts</Menu.Label>
                        {fitting.length === 0 ? (
                          <Menu.Item disabled>No open shifts: add one first</Menu.Item>
                        ) : (
                          fitting.map((shift) => (
                            <Menu.Item
                              key={shift.key}
                              onClick={() =>
                                onFill(shift, { id: request.person, name: request.person_name })
                              }
                            >
                              {shiftLabel(shift)}
                            </Menu.Item>
                          ))
                        )}
                      </Menu.Dropdown>
                    </Menu>
                    <RequestAnswerMenu
                      request={{
                        id: request.id,
                        person_name: request.person_name,
                        event_name: eventName,
                      }}
                    />
                  </Group>
                )}
              </Group>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
