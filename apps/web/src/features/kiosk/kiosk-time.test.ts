import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clubClockNow,
  clubHourMinute,
  clubTimeToday,
  timeProblem,
} from '@/features/kiosk/kiosk-time';
import { setClubTimeZone } from '@/lib/time-zone';

beforeEach(() => setClubTimeZone('Australia/Sydney'));
afterEach(() => setClubTimeZone(null));

describe("the kiosk's times, on the club's clock", () => {
  const now = new Date('2026-11-27T22:30:00Z'); // 09:30 on the 28th in Sydney (UTC+11)

  it('defaults the picker to now in the club', () => {
    expect(clubClockNow(now)).toEqual({ hour: 9, minute: 30 });
  });

  it("sends a picked time as today's (club) instant", () => {
    expect(clubTimeToday({ hour: 8, minute: 5 }, now)).toBe('2026-11-27T21:05:00.000Z');
    expect(clubHourMinute('2026-11-27T21:05:00.000Z')).toBe('08:05');
  });

  it('refuses what the server would refuse: too far ahead, or out before in', () => {
    expect(timeProblem('2026-11-27T22:45:00Z', { now })).toBeNull();
    expect(timeProblem('2026-11-27T22:46:00Z', { now })).toMatch(/15 minutes in the future/);
    const signedInAt = '2026-11-27T21:05:30Z';
    expect(timeProblem('2026-11-27T21:05:00Z', { now, signedInAt })).toBeNull();
    expect(timeProblem('2026-11-27T21:04:00Z', { now, signedInAt })).toBe(
      'The time may not be before the sign-in at 08:05.',
    );
  });
});
