import { Alert, Button, Modal, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FormActions } from '@/components/form-actions';
import { useTimeShift } from '@/features/hours/api/time-shift';
import type { TimedShift, TimingAction } from '@/features/hours/record-hours/timing-action';
import { parseServerErrors } from '@/lib/form/server-errors';
import { dayjs } from '@/lib/formats';

export interface TimeDialogShift extends TimedShift {
  id: number;
  event_name: string;
}

const TITLES: Record<Exclude<TimingAction, null>, string> = {
  start: 'Start shift',
  end: 'End shift',
  modify: 'Modify times',
};

/** An ISO moment as a datetime-local value in the browser's time; '' when absent. */
export function toLocalInput(value: string | null | undefined): string {
  const d = dayjs(value ?? undefined);
  return value && d.isValid() ? d.format('YYYY-MM-DDTHH:mm') : '';
}

/** A datetime-local value as an ISO moment; null unless it is a date and time. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  return dayjs(value).toISOString();
}

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
    const now = toLocalInput(new Date().toISOString());
    setStart(
      toLocalInput(shift.actual_start) || (action === 'start' ? now : toLocalInput(shift.start)),
    );
    setEnd(toLocalInput(shift.actual_end) || (action === 'end' ? now : toLocalInput(shift.end)));
    setError(null);
    timing.reset();
  }, [shift?.id, action]);

  if (!shift || action === null) return null;
  const showStart = action !== 'end';
  const showEnd = action !== 'start';

  const save = () => {
    const startAt = showStart ? fromLocalInput(start) : null;
    const endAt = showEnd ? fromLocalInput(end) : null;
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
