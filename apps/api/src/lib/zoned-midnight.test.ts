import { describe, expect, it } from 'vitest';
import { midnightIn } from './zoned-midnight';

describe('midnightIn', () => {
  it.each([
    ['2027-07-01', 'UTC', '2027-07-01T00:00:00.000Z'],
    ['2027-07-01', 'Europe/London', '2027-06-30T23:00:00.000Z'], // BST
    ['2027-01-15', 'Europe/London', '2027-01-15T00:00:00.000Z'], // GMT
    ['2027-07-01', 'Australia/Sydney', '2027-06-30T14:00:00.000Z'], // AEST
    ['2027-01-15', 'Australia/Sydney', '2027-01-14T13:00:00.000Z'], // AEDT
    ['2027-03-28', 'Europe/London', '2027-03-28T00:00:00.000Z'], // the day clocks go forward
    ['2027-10-31', 'Europe/London', '2027-10-30T23:00:00.000Z'], // the day they go back
    ['2027-11-07', 'America/New_York', '2027-11-07T04:00:00.000Z'],
    ['2027-03-31', 'Asia/Kolkata', '2027-03-30T18:30:00.000Z'],
  ])('%s in %s begins at %s', (date, zone, moment) => {
    expect(midnightIn(date, zone).toISOString()).toBe(moment);
  });
});
