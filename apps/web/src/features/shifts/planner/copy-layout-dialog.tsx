import type { ShiftPlanner } from '@crewcall/contract';
import { Alert, Button, List, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormActions } from '@/components/form-actions';
import { ModelSelector } from '@/components/model-selector/model-selector';
import { plannerQueryOptions } from '@/features/shifts/api/get-planner';
import { lookupName } from '@/features/shifts/planner/planner-labels';
import {
  type EventSpan,
  layoutCopy,
  type ShiftValues,
  valuesOf,
} from '@/features/shifts/staging/staging';
import { useSession } from '@/lib/auth/use-session';
import { formatDate, formatTime } from '@/lib/formats';

export type CopySource = EventSpan & { shifts: ShiftValues[] };

/** The other event's span and shifts, from its planner answer (null until it has loaded). */
function sourceOf(data: ShiftPlanner | undefined, sourceId: number | null): CopySource | null {
  const sourceEvent = data?.results.events[String(sourceId)];
  if (!data || !sourceEvent) return null;
  const shifts = data.shift_ids.flatMap((id) => {
    const row = data.results.shifts[String(id)];
    return row ? [valuesOf(row)] : [];
  });
  return { start: sourceEvent.start, end: sourceEvent.end, shifts };
}

/**
 * Copy the whole layout of another event: pick the event, see how many shifts it has,
 * and copy them as new staged shifts moved to this event's times (each keeps its offset
 * from its event's start), nobody on them. Shifts that would fall outside this event
 * (the events differ in length) are listed in a warning before anything is copied.
 */
export function CopyLayoutDialog({
  opened,
  target,
  onCopy,
  onClose,
}: {
  opened: boolean;
  /** This event. */
  target: EventSpan & { id: number };
  onCopy: (source: CopySource) => void;
  onClose: () => void;
}) {
  const eventId = target.id;
  const settings = useSession().user?.settings;
  const [sourceId, setSourceId] = useState<number | null>(null);
  const source = useQuery({
    ...plannerQueryOptions(sourceId ?? 0),
    enabled: opened && sourceId !== null && sourceId !== eventId,
  });
  const copySource = sourceId === eventId ? null : sourceOf(source.data, sourceId);
  const count = copySource?.shifts.length ?? 0;
  const outside = copySource ? layoutCopy(copySource, target).outside : [];
  const time = (value: string) => formatTime(value, settings);
  const outsideLabel = (shift: ShiftValues) =>
    [
      source.data ? lookupName(source.data.results, 'assignments', shift.assignment) : '',
      source.data ? lookupName(source.data.results, 'roles', shift.role) : '',
      `${formatDate(shift.start, settings)}, ${time(shift.start)}–${time(shift.end)}`,
    ]
      .filter(Boolean)
      .join(' · ');
  const close = () => {
    setSourceId(null);
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Copy shifts from another event"
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <Stack gap="md">
        <Text size="sm">
          The other event's shifts are added here as new shifts with the same roles, assignments and
          locations, and nobody on them yet. Their times move with the event: a shift that starts an
          hour after that event starts, starts an hour after this one. Nothing is saved until you
          save the planner.
        </Text>
        <ModelSelector model="events" label="Event" value={sourceId} onChange={setSourceId} />
        {sourceId === eventId && (
          <Alert color="orange" variant="light">
            That is this event. Use Copy on a shift to repeat it here.
          </Alert>
        )}
        {copySource && (
          <Text size="sm" role="status">
            {count === 0 ? 'That event has no shifts.' : `${count} shifts to copy.`}
          </Text>
        )}
        {outside.length > 0 && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            <Stack gap="xs">
              <Text size="sm" fw={700}>
                {`${outside.length} of them would fall outside this event`}
              </Text>
              <Text size="sm">
                {`This event runs ${formatDate(target.start, settings)}, ${time(target.start)}–${time(target.end)}; the other is a different length. Moved with it, these would run:`}
              </Text>
              <List size="sm" spacing={2}>
                {outside.map((shift, index) => (
                  // The same slot may appear twice: the list never reorders.
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of copies
                  <List.Item key={index}>{outsideLabel(shift)}</List.Item>
                ))}
              </List>
              <Text size="sm">
                They are copied as they are: change their times before you save, or cancel.
              </Text>
            </Stack>
          </Alert>
        )}
        <FormActions>
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            disabled={!copySource || count === 0}
            loading={source.isFetching}
            onClick={() => {
              if (copySource) onCopy(copySource);
              close();
            }}
          >
            {count > 0 ? `Copy ${count} shifts` : 'Copy shifts'}
          </Button>
        </FormActions>
      </Stack>
    </Modal>
  );
}
