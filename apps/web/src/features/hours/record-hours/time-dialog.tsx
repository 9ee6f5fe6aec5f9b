import { Alert, Button, Modal, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FormActions } from '@/components/form-actions';
import { useTimeShift } from '@/features/hours/api/time-shift';
import type { TimedShift, TimingAction } from '@/features/hours/record-hours/timing-action';
import { parseServerErrors } from '@/lib/form/server-errors';
import { clubZoneHint, fromClubInput, toClubInput } from '@/lib/time-zone';

export interface TimeDialogShift extends TimedShift {
  id: number;
  event_name: string;
}

const TITLES: Record<Exclude<TimingAction, null>, string> = {
  start: 'Start shift',
  end: 'End shift',
  modify: 'Modify times',
};

/**
 * The time dialog: Start and End record now (changeable); Modify edits both recorded
 * times. The server computes the hours and answers a bad time on `datetime`.
 */
export function TimeDialog({
  shift,
  action,
  onClose,
  onDone,
}: {
  shift: TimeDialogShift | null;
  action: TimingAction;
  onClose: () => void;
  onDone?: (hours: number | null) => void;
}) {
  const timing = useTimeShift();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [error, setError] = useState<string | null>(null);
  const opened = shift !== null && action !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a newly opened dialog starts afresh
  useEffect(() => {
    if (!shift) return;
    const now = toClubInput(new Date().toISOString());
    setStart(
      toClubInput(shift.actual_start) || (action === 'start' ? now : toClubInput(shift.start)),
    );
    setEnd(toClubInput(shift.actual_end) || (action === 'end' ? now : toClubInput(shift.end)));
    setError(null);
    timing.reset();
  }, [shift?.id, action]);

  if (!shift || action === null) return null;
  const showStart = action !== 'end';
  const showEnd = action !== 'start';

  const save = () => {
    const startAt = showStart ? fromClubInput(start) : null;
    const endAt = showEnd ? fromClubInput(end) : null;
    if ((showStart && !startAt) || (showEnd && !endAt)) {
      setError('Enter a date and time.');
      return;
    }
    setError(null);
    timing.mutate(
      {
        shiftId: shift.id,
        start: startAt ?? undefined,
        end: endAt ?? undefined,
        recordedEnd: shift.actual_end,
      },
      {
        onSuccess: (timed) => {
          onDone?.(timed?.hours ?? null);
          onClose();
        },
        onError: (failure) => {
          const parsed = parseServerErrors(failure, []);
          setError(parsed.alert ?? parsed.detail ?? null);
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={timing.isPending ? () => {} : onClose}
      title={`${TITLES[action]}: ${shift.event_name}`}
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="md">
          {showStart && (
            <TextInput
              type="datetime-local"
              label="Actual start"
              description={clubZoneHint()}
              value={start}
              onChange={(event) => setStart(event.currentTarget.value)}
              data-autofocus
              required
            />
          )}
          {showEnd && (
            <TextInput
              type="datetime-local"
              label="Actual end"
              description={clubZoneHint()}
              value={end}
              onChange={(event) => setEnd(event.currentTarget.value)}
              data-autofocus={!showStart || undefined}
              required
            />
          )}
          {error && (
            <Alert color="red" variant="light" role="alert" title="Not saved">
              {error}
            </Alert>
          )}
          <FormActions>
            <Button variant="default" onClick={onClose} disabled={timing.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={timing.isPending}>
              {action === 'modify' ? 'Save' : TITLES[action]}
            </Button>
          </FormActions>
        </Stack>
      </form>
    </Modal>
  );
}
