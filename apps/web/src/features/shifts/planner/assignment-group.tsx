import type { ShiftPlanner } from '@crewcall/contract';
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ShiftGroup } from '@/features/shifts/planner/planner-groups';
import { type ShiftCardActions, ShiftCard } from '@/features/shifts/planner/shift-card';
import type { SaveProblem } from '@/features/shifts/staging/save-staging';

/**
 * One assignment's shifts. Its location is chosen here, once: changing it moves every
 * shift of the event and assignment (spec section 4, local staging).
 */
export function AssignmentGroup({
  group,
  results,
  problems,
  actions,
  onLocation,
  onAdd,
}: {
  group: ShiftGroup;
  results: ShiftPlanner['results'];
  problems: Record<string, SaveProblem>;
  actions: ShiftCardActions;
  onLocation: (group: ShiftGroup, location: number | null) => void;
  onAdd: (group: ShiftGroup) => void;
}) {
  const locations = Object.values(results.locations)
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }))
    .map((location) => ({ value: String(location.id), label: location.name }));
  const headingId = `shift-group-${group.key}`;
  const open = group.shifts.filter((s) => s.mark !== 'remove' && s.person === null).length;
  const kept = group.shifts.filter((s) => s.mark !== 'remove').length;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-end" mb="sm" gap="sm">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {group.name}
          </Title>
          <Text size="sm" c="dimmed">
            {kept} {kept === 1 ? 'shift' : 'shifts'}, {open} open
          </Text>
        </div>
        <Select
          label={`Location of ${group.name}`}
          size="sm"
          w={{ base: '100%', xs: 240 }}
          placeholder={group.mixedLocations ? 'Several locations' : 'No location'}
          data={locations}
          value={group.location === null ? null : String(group.location)}
          onChange={(value) => onLocation(group, value ? Number(value) : null)}
          clearable
          searchable
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      <Stack gap="sm">
        {group.shifts.map((shift) => (
          <ShiftCard
            key={shift.key}
            shift={shift}
            results={results}
            problem={problems[shift.key]}
            actions={actions}
          />
        ))}
      </Stack>
      <Button
        mt="sm"
        variant="subtle"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => onAdd(group)}
      >
        Add shift to {group.name}
      </Button>
    </Paper>
  );
}
