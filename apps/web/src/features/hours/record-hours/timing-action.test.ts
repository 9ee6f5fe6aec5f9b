import { describe, expect, it } from 'vitest';
import {
  canEditTimes,
  editTimesAction,
  timingAction,
} from '@/features/hours/record-hours/timing-action';

const now = new Date('2026-11-23T12:00:00');
const at = (time: string) => new Date(`2026-11-${time}`).toISOString();

describe('timingAction (spec 4, Shift timing)', () => {
  it('offers Start only for a shift of today that has not started', () => {
    expect(timingAction({ start: at('23T14:00:00'), end: at('23T17:00:00') }, now)).toBe('start');
    expect(timingAction({ start: at('23T08:00:00'), end: at('23T11:00:00') }, now)).toBe('start');
    expect(timingAction({ start: at('24T08:00:00'), end: at('24T11:00:00') }, now)).toBeNull();
  });

  it('offers End once started and Modify once ended', () => {
    const shift = { start: at('23T08:00:00'), end: at('23T11:00:00') };
    expect(timingAction({ ...shift, actual_start: at('23T08:05:00') }, now)).toBe('end');
    expect(
      timingAction(
        { ...shift, actual_start: at('23T08:05:00'), actual_end: at('23T11:00:00') },
        now,
      ),
    ).toBe('modify');
  });

  it("offers Start after midnight for last night's duty that ends today", () => {
    const afterMidnight = new Date('2026-11-24T00:10:00');
    const overnight = { start: at('23T23:00:00'), end: at('24T01:00:00') };
    expect(timingAction(overnight, afterMidnight)).toBe('start');
    // Once its end has passed unstarted, both times are recorded at once.
    expect(timingAction(overnight, new Date('2026-11-24T01:30:00'))).toBe('modify');
  });

  it('lets a past shift never started be recorded through Modify', () => {
    expect(timingAction({ start: at('21T08:00:00'), end: at('21T11:00:00') }, now)).toBe('modify');
  });
});

describe('canEditTimes', () => {
  it('allows editing once the start has passed', () => {
    expect(canEditTimes({ start: at('23T11:59:00'), end: at('23T13:00:00') }, now)).toBe(true);
    expect(canEditTimes({ start: at('23T12:01:00'), end: at('23T13:00:00') }, now)).toBe(false);
  });
});

describe('editTimesAction (profile Shifts tab)', () => {
  it('opens nothing before the start, then the dialog the shift needs', () => {
    expect(editTimesAction({ start: at('24T08:00:00'), end: at('24T11:00:00') }, now)).toBeNull();
    expect(editTimesAction({ start: at('23T08:00:00'), end: at('23T13:00:00') }, now)).toBe(
      'start',
    );
    const started = {
      start: at('23T08:00:00'),
      end: at('23T13:00:00'),
      actual_start: at('23T08:00:00'),
    };
    expect(editTimesAction(started, now)).toBe('end');
    expect(editTimesAction({ start: at('20T08:00:00'), end: at('20T11:00:00') }, now)).toBe(
      'modify',
    );
  });
});
