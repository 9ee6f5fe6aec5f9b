import type { AllocationMark } from '@crewcall/contract';
import {
  Alert,
  Button,
  Container,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useMyRound } from '@/features/allocation/api/get-my-round';
import { useSetMarks } from '@/features/allocation/api/set-marks';
import { calendarDay } from '@/features/allocation/calendar-day';
import { errorDetail, fieldErrors, isApiErrorResponse } from '@/lib/api/api-errors';
import { useSession } from '@/lib/auth/use-session';
import { formatDateTime, formatTime } from '@/lib/formats';

type Choice = AllocationMark | 'none';

const CHOICES: { value: Choice; label: string }[] = [
  { value: 'want', label: 'Want' },
  { value: 'can', label: 'Can' },
  { value: 'cant', label: 'Can’t' },
  { value: 'none', label: '—' },
];

const duties = (n: number) => `${n} ${n === 1 ? 'duty' : 'duties'}`;

/** The first message of a failed save, whatever its shape. */
function messageOf(error: unknown): string {
  if (!isApiErrorResponse(error)) return 'Your preferences could not be saved. Please try again.';
  const fields = fieldErrors(error.body);
  return (
    errorDetail(error.body) ??
    fields.non_field_errors ??
    Object.values(fields)[0] ??
    'Your preferences could not be saved.'
  );
}

/**
 * /allocation/mine (everyone): the open allocation round, the member's quota, and each of
 * its open shifts to mark want, can or can't (or nothing) before the closing day. The
 * auto-fill honours wants first, then cans, and never gives a shift marked can't.
 */
export default function MyRoundPage() {
  const settings = useSession().user?.settings;
  const round = useMyRound();
  const save = useSetMarks();
  const [marks, setMarks] = useState<Map<number, Choice>>(new Map());
  const [saved, setSaved] = useState(false);

  const serverShifts = round.data?.shifts;
  const shifts = useMemo(() => serverShifts ?? [], [serverShifts]);
  // The marks as saved, each time the server answers.
  useEffect(() => {
    setMarks(new Map(shifts.map((s) => [s.id, s.mark ?? 'none'])));
  }, [shifts]);
  const changed = useMemo(
    () => shifts.filter((s) => (marks.get(s.id) ?? 'none') !== (s.mark ?? 'none')),
    [shifts, marks],
  );

  if (round.isPending) return <PageLoader />;
  const data = round.data;
  if (!data?.round) {
    return (
      <Container size="md" py="md">
        <Stack>
          <PageHeader title="Duty preferences" />
          <Text c="dimmed">There is no allocation round open at the moment.</Text>
        </Stack>
      </Container>
    );
  }
  const open = data.round;
  const submit = async () => {
    setSaved(false);
    await save.mutateAsync({
      round: open.id,
      body: {
        marks: changed.map((s) => {
          const mark = marks.get(s.id) ?? 'none';
          return { shift: s.id, mark: mark === 'none' ? null : mark };
        }),
      },
    });
    setSaved(true);
  };

  return (
    <Container size="md" py="md">
      <Stack>
        <PageHeader
          title="Duty preferences"
          showsTimes
          description={`${open.name}: ${calendarDay(open.starts, settings)} to ${calendarDay(open.ends, settings)}. Mark the duties you want, can or can't do by ${calendarDay(open.closes, settings)}.`}
        />
        <Paper withBorder p="sm" data-testid="my-quota">
          <Text>
            {data.quota === 0
              ? 'You are exempt from duties this season.'
              : `Your quota this season: ${duties(data.quota ?? open.default_quota)}.`}
          </Text>
        </Paper>
        {shifts.length === 0 ? (
          <Text c="dimmed">No open duties to mark in this round yet.</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {shifts.map((shift) => (
              <Paper
                key={shift.id}
                component="li"
                withBorder
                p="xs"
                data-testid="round-shift"
                data-shift={shift.id}
              >
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={500}>{shift.event_name}</Text>
                    <Text size="sm" c="dimmed">
                      {formatDateTime(shift.start, settings)} – {formatTime(shift.end, settings)}
                      {shift.role_name ? ` · ${shift.role_name}` : ''}
                    </Text>
                  </div>
                  <SegmentedControl
                    size="xs"
                    aria-label={`Your preference for ${shift.event_name} ${formatDateTime(shift.start, settings)}`}
                    data={CHOICES}
                    value={marks.get(shift.id) ?? 'none'}
                    onChange={(value) => {
                      setSaved(false);
                      setMarks((now) => new Map(now).set(shift.id, value as Choice));
                    }}
                  />
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        {save.isError && (
          <Alert color="red" title="Not saved">
            {messageOf(save.error)}
          </Alert>
        )}
        <Group>
          <Button onClick={submit} loading={save.isPending} disabled={changed.length === 0}>
            Save preferences
          </Button>
          {saved && changed.length === 0 && (
            <Text size="sm" role="status">
              Preferences saved.
            </Text>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
