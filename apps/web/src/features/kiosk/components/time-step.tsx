import { Alert, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import {
  type ClockTime,
  clubClockNow,
  clubTimeToday,
  timeProblem,
} from '@/features/kiosk/kiosk-time';

const HOURS = Array.from({ length: 24 }, (_, i) => String(i).padStart(2, '0'));
const MINUTES = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));

/** The 24-hour time picker (defaults to now on the club's clock) and Confirm. */
export function TimeStep({
  question,
  who,
  signedInAt,
  busy,
  onConfirm,
}: {
  question: string;
  /** Who and what is being confirmed ("Sam Sailor · Race officer"). */
  who: string;
  /** A sign-out's sign-in: the time may not be before it. */
  signedInAt?: string | null;
  busy: boolean;
  onConfirm: (instant: string) => void;
}) {
  const [time, setTime] = useState<ClockTime>(() => clubClockNow());
  const instant = clubTimeToday(time);
  const problem = timeProblem(instant, { signedInAt });
  return (
    <Stack gap="xl" maw={560}>
      <Text fz={28} fw={600}>
        {who}
      </Text>
      <Group gap="md" align="flex-end" role="group" aria-label={question}>
        <NativeSelect
          label="Hour"
          size="xl"
          data={HOURS}
          value={HOURS[time.hour]}
          onChange={(e) => setTime({ ...time, hour: Number(e.currentTarget.value) })}
          w={130}
        />
        <Text fz={40} pb={6} aria-hidden>
          :
        </Text>
        <NativeSelect
          label="Minute"
          size="xl"
          data={MINUTES}
          value={MINUTES[time.minute]}
          onChange={(e) => setTime({ ...time, minute: Number(e.currentTarget.value) })}
          w={130}
        />
      </Group>
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
      <Button
        size="xl"
        h={72}
        leftSection={<IconCheck aria-hidden />}
        disabled={problem !== null}
        loading={busy}
        onClick={() => onConfirm(instant)}
      >
        Confirm
      </Button>
    </Stack>
  );
}
