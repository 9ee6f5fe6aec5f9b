import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ListRow, RowLine, RowList, RowText } from '@/features/requests/list-rows';
import type { ShiftGroup } from '@/features/requests/event-page/shift-groups';
import { useSession } from '@/lib/auth/use-session';
import { formatTime } from '@/lib/formats';

/**
 * The event's published shifts, one block per assignment: each shift's role, time and
 * location, and who is on it, or an orange 'Empty' where nobody is yet.
 */
export function ShiftGroupList({ groups }: { groups: ShiftGroup[] }) {
  const settings = useSession().user?.settings;
  const time = (value: string) => formatTime(value, settings);

  if (groups.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No shifts have been published for this event yet.
      </Text>
    );
  }

  return (
    <Stack gap="sm">
      {groups.map((group) => {
        const titleId = `shift-group-${group.assignment ?? 'none'}`;
        return (
          <Paper
            key={group.assignment ?? 'none'}
            withBorder
            p="sm"
            component="section"
            aria-labelledby={titleId}
            data-testid="shift-group"
          >
            <Group justify="space-between" mb="xs" wrap="nowrap">
              <Title order={3} size="h5" id={titleId}>
                {group.name}
              </Title>
              {group.empty > 0 && (
                <Badge color="orange" variant="filled" autoContrast>
                  {group.empty} empty
                </Badge>
              )}
            </Group>
            <RowList gap={4}>
              {group.shifts.map((shift) => (
                <ListRow key={shift.id} testId="event-shift" wrap="wrap">
                  <RowText title={shift.role ?? 'Any role'}>
                    <RowLine>
                      {time(shift.start)} – {time(shift.end)}
                      {shift.location ? ` at ${shift.location}` : ''}
                    </RowLine>
                  </RowText>
                  {shift.person ? (
                    <Text size="sm">{shift.person}</Text>
                  ) : (
                    <Badge color="orange" variant="filled" autoContrast>
                      Empty
                    </Badge>
                  )}
                </ListRow>
              ))}
            </RowList>
          </Paper>
        );
      })}
    </Stack>
  );
}
