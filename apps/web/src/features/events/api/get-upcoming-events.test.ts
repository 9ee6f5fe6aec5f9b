import type { EventRow, SeriesRow } from '@crewcall/contract';
import { describe, expect, it } from 'vitest';
import { upcomingItems } from '@/features/events/api/get-upcoming-events';
import type { CollectionPage } from '@/lib/api/collections/collection-page';

const now = new Date('2026-03-04T12:00:00Z');
const event = (
  id: number,
  start: string,
  end: string,
  extra: Partial<EventRow> = {},
): EventRow => ({
  id,
  name: `Event ${id}`,
  details: '',
  start,
  end,
  color: '#01579B',
  own_color: '',
  location: null,
  eventtype: null,
  series: null,
  public: true,
  empty: 0,
  ...extra,
});
const page = <Row>(rows: Row[], related = {}): CollectionPage<Row> => ({
  rows,
  count: rows.length,
  related,
});
const series = (id: number, start: string, end: string): SeriesRow => ({
  id,
  name: `Series ${id}`,
  details: '',
  start,
  end,
  consecutive: false,
});

describe('upcomingItems', () => {
  it('merges events and series by start, soonest first, five at most', () => {
    const events = page(
      [1, 2, 3, 4, 5].map((d) => event(d, `2026-03-1${d}T10:00:00Z`, `2026-03-1${d}T12:00:00Z`)),
    );
    const running = page([series(9, '2026-03-01T09:00:00Z', '2026-04-30T17:00:00Z')]);
    const items = upcomingItems(events, running, now);
    expect(items.map((i) => `${i.type}-${i.id}`)).toEqual([
      'series-9',
      'event-1',
      'event-2',
      'event-3',
      'event-4',
    ]);
  });

  it('leaves out what has ended today already and events that belong to a series', () => {
    const events = page([
      event(1, '2026-03-04T08:00:00Z', '2026-03-04T10:00:00Z'),
      event(2, '2026-03-04T13:00:00Z', '2026-03-04T15:00:00Z', { series: 9 }),
      event(3, '2026-03-04T11:00:00Z', '2026-03-04T18:00:00Z'),
    ]);
    const ended = page([series(8, '2026-02-01T09:00:00Z', '2026-03-04T11:00:00Z')]);
    expect(upcomingItems(events, ended, now).map((i) => i.id)).toEqual([3]);
  });

  it('names the location and keeps the unfilled shift count', () => {
    const events = page(
      [event(1, '2026-03-05T08:00:00Z', '2026-03-05T10:00:00Z', { location: 4, empty: 2 })],
      {
        locations: { '4': { id: 4, name: 'Slipway' } },
      },
    );
    expect(upcomingItems(events, undefined, now)[0]).toMatchObject({
      location: 'Slipway',
      empty: 2,
    });
  });
});
