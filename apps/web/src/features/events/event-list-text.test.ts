import { describe, expect, it } from 'vitest';
import { type ListedEvent, listedEventText } from '@/features/events/event-list-text';

const now = new Date(2026, 2, 4, 15, 0);
const racing: ListedEvent = {
  type: 'event',
  id: 1,
  name: 'Club racing',
  start: new Date(2026, 2, 7, 10, 0).toISOString(),
  end: new Date(2026, 2, 7, 16, 0).toISOString(),
  color: '#01579B',
  location: 'Main pontoon',
  empty: 2,
};

describe('listedEventText', () => {
  it('shows an event with its weekday and day, the relative day, the date and where', () => {
    expect(listedEventText(racing, null, now)).toEqual({
      weekday: 'Sat',
      day: '7',
      title: 'Club racing',
      when: 'in 3 days · Sat 7 Mar 2026 at Main pontoon',
    });
  });

  it("leaves 'at' out without a location and says today on the day", () => {
    const today = { ...racing, location: null, start: new Date(2026, 2, 4, 18, 0).toISOString() };
    expect(listedEventText(today, null, now).when).toBe('today · Wed 4 Mar 2026');
  });

  it("uses the person's date format", () => {
    expect(listedEventText(racing, { dateFormat: 'YYYY-MM-DD' }, now).when).toBe(
      'in 3 days · 2026-03-07 at Main pontoon',
    );
  });

  it("shows a series 'from … to …', 'Untitled Series' without a name", () => {
    const series: ListedEvent = {
      type: 'series',
      id: 3,
      name: '',
      start: new Date(2026, 2, 1, 9, 0).toISOString(),
      end: new Date(2026, 3, 26, 17, 0).toISOString(),
      color: '',
    };
    expect(listedEventText(series, null, now)).toEqual({
      title: 'Untitled Series',
      when: 'from Sun 1 Mar 2026 to Sun 26 Apr 2026',
    });
  });
});
