import { expect, it } from 'vitest';
import { addDays } from './club-days';
import { demoEvents } from './demo-events';

/** Vicky's shifts of one demo calendar as [date, from, to] (her slot's own times, else the event's). */
const vickysShifts = (today: string) =>
  demoEvents(today).flatMap((event) => {
    if (!event.vicky) return [];
    const slot = event.crew.find((s) => `${s.assignment}/${s.role}` === event.vicky);
    return [[event.date, slot?.from ?? event.from, slot?.to ?? event.to] as const];
  });

it('never gives Vicky two overlapping shifts, whichever weekday the demo is seeded on', () => {
  // 2026-11-23 is a Monday: seven days cover every weekday (a Sunday put race 3 on the
  // training day, and the seed failed there).
  for (let day = 0; day < 7; day++) {
    const today = addDays('2026-11-23', day);
    const shifts = vickysShifts(today);
    for (const [i, [date, from, to]] of shifts.entries()) {
      for (const [otherDate, otherFrom, otherTo] of shifts.slice(i + 1)) {
        const overlap = date === otherDate && from < otherTo && otherFrom < to;
        expect(overlap, `${today}: ${date} ${from}–${to} and ${otherFrom}–${otherTo}`).toBe(false);
      }
    }
    // The training day is today, and Vicky's shift on it is the one Record Hours shows.
    expect(shifts.some(([date]) => date === today)).toBe(true);
  }
});
