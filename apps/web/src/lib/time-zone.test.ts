import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, startOfWeek, toIsoDate } from '@/lib/formats';
import { relativeDayLabel } from '@/lib/relative-day';
import {
  addClubDays,
  addDays,
  browserTimeZone,
  clubDate,
  clubDayBounds,
  clubDayStart,
  clubTimeZone,
  clubToday,
  clubZoneDiffersFromBrowser,
  DEFAULT_CLUB_TIME_ZONE,
  daysBetween,
  fromClubInput,
  isTimeZone,
  setClubTimeZone,
  supportedTimeZones,
  toClubInput,
} from '@/lib/time-zone';

// Node follows TZ at run time: this is the browser's zone for the Date objects below.
const originalTz = process.env.TZ;
function browserIn(zone: string) {
  process.env.TZ = zone;
}

afterEach(() => setClubTimeZone(null));
afterAll(() => {
  process.env.TZ = originalTz;
});

// A UK club's race at 9:30 on Saturday 7 March 2026 (GMT, so 09:30Z).
const race = '2026-03-07T09:30:00.000Z';
// ... and one in summer time (BST: 09:30 in London is 08:30Z).
const summerRace = '2026-07-04T08:30:00.000Z';

describe.each(['America/New_York', 'Australia/Sydney'])('a London club seen from %s', (zone) => {
  beforeAll(() => browserIn(zone));
  afterAll(() => browserIn(originalTz ?? 'UTC'));

  it('knows the browser is elsewhere', () => {
    setClubTimeZone('Europe/London');
    expect(browserTimeZone()).toBe(zone);
    expect(clubTimeZone()).toBe('Europe/London');
    expect(clubZoneDiffersFromBrowser()).toBe(true);
  });

  it('shows a 9:30 race at 9:30 on its own day', () => {
    setClubTimeZone('Europe/London');
    expect(formatTime(race)).toBe('9:30 am');
    expect(formatDate(race)).toBe('Sat 7 Mar 2026');
    expect(formatDateTime(summerRace, { dateTimeFormat: 'YYYY-MM-DD HH:mm' })).toBe(
      '2026-07-04 09:30',
    );
    // a bare day is that day, not the browser's midnight moved to London
    expect(formatDate('2026-03-07')).toBe('Sat 7 Mar 2026');
    expect(toIsoDate('2026-03-07')).toBe('2026-03-07');
    expect(startOfWeek(race).format('ddd YYYY-MM-DD')).toBe('Mon 2026-03-02');
  });

  it('says a shift later today is today, not in the past', () => {
    setClubTimeZone('Europe/London');
    // 07:00 in London; in Sydney that is already 18:00, in New York 02:00 (still the 7th).
    const morning = new Date('2026-03-07T07:00:00Z');
    const eveningShift = '2026-03-07T18:00:00Z';
    expect(relativeDayLabel(eveningShift, morning)).toBe('today');
    expect(relativeDayLabel('2026-03-08T08:00:00Z', morning)).toBe('in 1 day');
    expect(relativeDayLabel('2026-03-06T23:30:00Z', morning)).toBe('in the past');
    // 23:30 in London on the 7th is the 8th in Sydney and still the 7th in London
    const lateEvening = new Date('2026-03-07T23:30:00Z');
    expect(clubToday(lateEvening)).toBe('2026-03-07');
    expect(relativeDayLabel(race, lateEvening)).toBe('today');
  });

  it('reads an entered time as the club’s', () => {
    setClubTimeZone('Europe/London');
    expect(fromClubInput('2026-03-07T09:30')).toBe(race);
    expect(fromClubInput('2026-07-04T09:30')).toBe(summerRace);
    expect(toClubInput(race)).toBe('2026-03-07T09:30');
    expect(toClubInput(summerRace)).toBe('2026-07-04T09:30');
    expect(fromClubInput('2026-02-30T09:30')).toBeNull();
    expect(fromClubInput('9:30')).toBeNull();
    expect(clubDayStart('2026-07-04')).toBe('2026-07-03T23:00:00.000Z');
  });
});

describe('the club zone', () => {
  it('falls back to the default for a missing or unknown name', () => {
    setClubTimeZone('Not/AZone');
    expect(clubTimeZone()).toBe(DEFAULT_CLUB_TIME_ZONE);
    setClubTimeZone(undefined);
    expect(clubTimeZone()).toBe('Europe/London');
    expect(isTimeZone('Australia/Sydney')).toBe(true);
    expect(isTimeZone('')).toBe(false);
  });

  it('offers every zone the browser knows, UTC and the default included, in order', () => {
    const zones = supportedTimeZones();
    expect(zones).toContain('Europe/London');
    expect(zones).toContain('UTC');
    expect(zones).toContain('Australia/Sydney');
    expect([...zones].sort()).toEqual(zones);
  });

  it('says nothing when the club and the browser share a zone', () => {
    expect(clubZoneDiffersFromBrowser('Europe/London', 'Europe/London')).toBe(false);
    expect(clubZoneDiffersFromBrowser('Europe/London', 'America/New_York')).toBe(true);
  });

  it('counts calendar days across a change of clocks', () => {
    setClubTimeZone('Europe/London');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(clubDate('2026-03-29T23:30:00Z')).toBe('2026-03-30');
    // the day the clocks go forward has 23 hours; a 9:30 shift moved onto it stays 9:30
    expect(clubDayBounds('2026-03-29')).toEqual({
      start: '2026-03-29T00:00:00.000Z',
      end: '2026-03-29T22:59:59.999Z',
    });
    expect(addClubDays('2026-03-28T09:30:00.000Z', 1)).toBe('2026-03-29T08:30:00.000Z');
  });

  it('shows a Sydney club’s times in Sydney from a London browser', () => {
    browserIn('Europe/London');
    setClubTimeZone('Australia/Sydney');
    expect(formatTime('2026-03-06T22:30:00Z')).toBe('9:30 am');
    expect(formatDate('2026-03-06T22:30:00Z')).toBe('Sat 7 Mar 2026');
    browserIn(originalTz ?? 'UTC');
  });
});
