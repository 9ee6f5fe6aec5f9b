import type { ShiftPlanner } from '@crewcall/contract';
import {
  ActionIcon,
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  Select,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import {
  IconArrowBackUp,
  IconCopy,
  IconHistory,
  IconTrash,
  IconUserPlus,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { byOrder } from '@/features/shifts/planner/planner-groups';
import { lookupName, shiftStatus } from '@/features/shifts/planner/planner-labels';
import type { SaveProblem } from '@/features/shifts/staging/save-staging';
import type { ShiftValues, StagedShift } from '@/features/shifts/staging/staging';
import { fromClubInput, toClubInput } from '@/lib/time-zone';

/**
 * Card widths at which its fields go two, then four to a row: four from 640 px, so that
 * beside the requests panel on a desktop a shift is one row of fields and an 8-shift
 * event fits in about two screens (issue 20, item 5).
 */
const CARD_BREAKPOINTS = { xs: '420px', sm: '520px', md: '640px', lg: '1000px', xl: '1200px' };

export interface ShiftCardActions {
  onChange: (key: string, changes: Partial<ShiftValues>) => void;
  onCopy: (key: string) => void;
  onRemove: (shift: StagedShift) => void;
  onRestore: (key: string) => void;
  onFill: (shift: StagedShift) => void;
  /** Opens a saved shift's history. */
  onHistory: (shift: StagedShift) => void;
}

/** A date-time field that keeps what is typed until it is a whole date and time. */
function MomentField({
  label,
  value,
  error,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  disabled: boolean;
  onChange: (moment: string) => void;
}) {
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <TextInput
      type="datetime-local"
      label={label}
      size="xs"
      value={typed ?? toClubInput(value)}
      error={error}
      disabled={disabled}
      onChange={(event) => {
        const text = event.currentTarget.value;
        const moment = fromClubInput(text);
        setTyped(moment ? null : text);
        if (moment) onChange(moment);
      }}
    />
  );
}

/**
 * One shift of the planner: role, start, end and who is on it, editable in place; its
 * staging state as a badge; copy, remove (or undo a remove) and fill. A failed save shows
 * the server's messages on the fields and under the card.
 */
export function ShiftCard({
  shift,
  results,
  problem,
  actions,
}: {
  shift: StagedShift;
  results: ShiftPlanner['results'];
  problem?: SaveProblem;
  actions: ShiftCardActions;
}) {
  const removed = shift.mark === 'remove';
  const status = shiftStatus(shift);
  const roleName = lookupName(results, 'roles', shift.role) || 'Any role';
  const roles = byOrder(results.roles).map((role) => ({
    value: String(role.id),
    label: role.name,
  }));
  const fields = problem?.fields ?? {};
  const otherMessage = problem && !['role', 'start', 'end', 'person'].some((f) => fields[f]);

  return (
    <Paper
      withBorder
      px="sm"
      py={6}
      radius="md"
      data-shift-card={shift.key}
      aria-label={`Shift: ${roleName}, ${shift.person_name ?? 'open'}`}
      role="group"
      style={{
        opacity: removed ? 0.6 : undefined,
        borderColor: problem ? 'var(--mantine-color-error)' : undefined,
      }}
    >
      <Grid
        gap="xs"
        align="flex-end"
        // Sized by the card, not the window: the card is narrow beside the requests panel.
        type="container"
        breakpoints={CARD_BREAKPOINTS}
        columns={24}
      >
        <Grid.Col span={{ base: 24, xs: 12, md: 5 }}>
          <Select
            label="Role"
            size="xs"
            placeholder="Any role"
            data={roles}
            value={shift.role === null ? null : String(shift.role)}
            onChange={(value) =>
              actions.onChange(shift.key, { role: value ? Number(value) : null })
            }
            clearable
            searchable
            disabled={removed}
            error={fields.role}
            comboboxProps={{ withinPortal: true }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 24, xs: 12, md: 6 }}>
          <MomentField
            label="Start"
            value={shift.start}
            error={fields.start}
            disabled={removed}
            onChange={(start) => actions.onChange(shift.key, { start })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 24, xs: 12, md: 6 }}>
          <MomentField
            label="End"
            value={shift.end}
            error={fields.end}
            disabled={removed}
            onChange={(end) => actions.onChange(shift.key, { end })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 24, xs: 12, md: 7 }}>
          {/* The person's label line carries the shift's state, and the person's line its
              copy and remove: one row of fields per shift on a wide card. */}
          <Group justify="space-between" gap={4} wrap="nowrap" mb={2}>
            <Text size="xs" fw={500}>
              Person
            </Text>
            <Badge variant="dot" color={status.color} tt="none" size="sm">
              {status.label}
            </Badge>
          </Group>
          <Group gap={4} wrap="nowrap" mih={30}>
            {shift.person !== null ? (
              <>
                <Text size="sm" truncate="end" style={{ flex: 1 }}>
                  {shift.person_name ?? `Person ${shift.person}`}
                </Text>
                {!removed && (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Take ${shift.person_name ?? 'the person'} off this shift`}
                    onClick={() => actions.onChange(shift.key, { person: null, person_name: null })}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                )}
              </>
            ) : (
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconUserPlus size={16} aria-hidden />}
                disabled={removed}
                onClick={() => actions.onFill(shift)}
                style={{ flexShrink: 0 }}
              >
                Fill
              </Button>
            )}
            <Group gap={2} wrap="nowrap" ml="auto">
              {removed ? (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  leftSection={<IconArrowBackUp size={16} aria-hidden />}
                  onClick={() => actions.onRestore(shift.key)}
                >
                  Keep shift
                </Button>
              ) : (
                <>
                  {shift.id !== null && (
                    <Tooltip label="Shift history">
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label="Shift history"
                        onClick={() => actions.onHistory(shift)}
                      >
                        <IconHistory size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )}
                  <Tooltip label="Copy shift">
                    <ActionIcon
                      variant="subtle"
                      aria-label="Copy shift"
                      onClick={() => actions.onCopy(shift.key)}
                    >
                      <IconCopy size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Remove shift">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label="Remove shift"
                      onClick={() => actions.onRemove(shift)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </>
              )}
            </Group>
          </Group>
          {fields.person && (
            <Text size="xs" c="red" role="alert">
              {fields.person}
            </Text>
          )}
        </Grid.Col>
      </Grid>
      {otherMessage && (
        <Text size="sm" c="red" mt="xs" role="alert">
          {problem.message}
        </Text>
      )}
    </Paper>
  );
}
