import { KIOSK_FUTURE_MARGIN_MINUTES, KIOSK_TIME_FUTURE_MESSAGE } from '@crewcall/contract';
import { clubToday, fromClubInput, inClubZone } from '@/lib/time-zone';

/** A time of day on the 24-hour picker. */
export interface ClockTime {
  hour: number;
  minute: number;
}

const two = (n: number) => String(n).padStart(2, '0');

/** Now on the club's clock (the picker's default). */
export function clubClockNow(now: Date = new Date()): ClockTime {
  const club = inClubZone(now);
  return { hour: club.hour(), minute: club.minute() };
}

/** Today's (club) date at that time, as an instant with its zone (what confirm sends). */
export function clubTimeToday(time: ClockTime, now: Date = new Date()): string {
  return (
    fromClubInput(`${clubToday(now)}T${two(time.hour)}:${two(time.minute)}`) ?? now.toISOString()
  );
}

/** "09:05" on the club's clock. */
export function clubHourMinute(instant: string): string {
  return inClubZone(instant).format('HH:mm');
}

const minuteOf = (ms: number) => Math.floor(ms / 60_000);

/**
 * Why a picked time cannot be sent, as the server would refuse it (so an offline tap is
 * not refused later): too far ahead, or a sign-out in an earlier minute than the sign-in.
 */
export function timeProblem(
  instant: string,
  { signedInAt, now = new Date() }: { signedInAt?: string | null; now?: Date } = {},
): string | null {
  const at = Date.parse(instant);
  if (at > now.getTime() + KIOSK_FUTURE_MARGIN_MINUTES * 60_000) return KIOSK_TIME_FUTURE_MESSAGE;
  if (signedInAt && minuteOf(at) < minuteOf(Date.parse(signedInAt))) {
    return `The time may not be before the sign-in at ${clubHourMinute(signedInAt)}.`;
  }
  return null;
}
