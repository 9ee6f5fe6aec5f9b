import { Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import classes from '@/features/kiosk/kiosk.module.css';
import { greetingFor } from '@/features/kiosk/kiosk-machine';
import { inClubZone } from '@/lib/time-zone';

/** The greeting and the clock, on the club's clock, ticking each second (spec 4). */
export function KioskClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const club = inClubZone(now);
  return (
    <Stack gap={0} align="flex-end" className={classes.clockBlock}>
      <Text fz="xl" fw={600} data-testid="kiosk-greeting">
        {greetingFor(club.hour())}
      </Text>
      <Text fz="xl" className={classes.clock} data-testid="kiosk-clock">
        <time dateTime={now.toISOString()}>{club.format('ddd D MMM HH:mm:ss')}</time>
      </Text>
    </Stack>
  );
}
