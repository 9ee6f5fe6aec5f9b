import type { ShiftPlanner } from '@crewcall/contract';
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormActions } from '@/components/form-actions';
import { ModelSelector } from '@/components/model-selector/model-selector';
import { plannerQueryOptions } from '@/features/shifts/api/get-planner';

/**
 * Copy the whole layout of another event: pick the event, see how many shifts it has,
 * and copy them as new staged shifts (moved to this event's date, nobody on them).
 */
export function CopyLayoutDialog({
  opened,
  eventId,
  onCopy,
  onClose,
}: {
  opened: boolean;
  eventId: number;
  onCopy: (source: ShiftPlanner, sourceId: number) => void;
  onClose: () => void;
}) {
  const [sourceId, setSourceId] = useState<number | null>(null);
  const source = useQuery({
    ...plannerQueryOptions(sourceId ?? 0),
    enabled: opened && sourceId !== null && sourceId !== eventId,
  });
  const count = source.data?.shift_ids.length ?? 0;
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
          The other event's shifts are added here as new shifts on this event's date, with the same
          roles, assignments, locations and times, and nobody on them yet. Nothing is saved until
          you save the planner.
        </Text>
        <ModelSelector model="events" label="Event" value={sourceId} onChange={setSourceId} />
        {sourceId === eventId && (
          <Alert color="orange" variant="light">
            That is this event. Use Copy on a shift to repeat it here.
          </Alert>
        )}
        {source.data && (
          <Text size="sm" role="status">
            {count === 0 ? 'That event has no shifts.' : `${count} shifts to copy.`}
          </Text>
        )}
        <FormActions>
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            disabled={!source.data || count === 0 || sourceId === eventId}
            loading={source.isFetching}
            onClick={() => {
              if (source.data && sourceId !== null) onCopy(source.data, sourceId);
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
