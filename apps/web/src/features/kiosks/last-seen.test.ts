import { afterEach, describe, expect, it } from 'vitest';
import { lastSeenText, timeAgo } from '@/features/kiosks/last-seen';
import { setClubTimeZone } from '@/lib/time-zone';

afterEach(() => setClubTimeZone(null));

describe('when a kiosk last called in', () => {
  const now = new Date('2026-11-27T19:40:00Z');

  it('reads as a time ago', () => {
    expect(timeAgo('2026-11-27T19:39:30Z', now)).toBe('just now');
    expect(timeAgo('2026-11-27T19:39:00Z', now)).toBe('1 minute ago');
    expect(timeAgo('2026-11-27T19:35:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-11-27T16:40:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-11-25T19:40:00Z', now)).toBe('2 days ago');
  });

  it("adds the moment on the club's clock, or says never", () => {
    setClubTimeZone('America/New_York');
    expect(lastSeenText('2026-11-27T19:35:00Z', undefined, now)).toBe(
      '5 minutes ago · Fri 27 Nov 2026 2:35 pm',
    );
    expect(lastSeenText(null)).toBe('Never');
  });
});
