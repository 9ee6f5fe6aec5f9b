import type { EventRow } from '@crewcall/contract';
import { describe, expect, it } from 'vitest';
import {
  eventFormRules,
  eventFormValues,
  toEventInput,
  toLocalInput,
} from '@/features/events/event-form-values';

const row: EventRow = {
  id: 3,
  name: 'Club racing',
  details: '**Bring** a hat',
  start: new Date(2026, 2, 7, 10, 0).toISOString(),
  end: new Date(2026, 2, 7, 16, 30).toISOString(),
  color: '#FF0000',
  own_color: '',
  location: 4,
  eventtype: 2,
  series: null,
  public: true,
  empty: 0,
};

describe('eventFormValues', () => {
  it("starts an edit from the event, its own colour (not its type's)", () => {
    expect(eventFormValues(row)).toEqual({
      name: 'Club racing',
      eventtype: '2',
      series: '',
      location: '4',
      start: '2026-03-07T10:00',
      end: '2026-03-07T16:30',
      color: '',
      details: '**Bring** a hat',
      public: 'true',
    });
    expect(eventFormValues({ ...row, public: false }).public).toBe('false');
    expect(eventFormValues(null).public).toBe('true');
  });

  it('starts a new event on a chosen day 09:00 to 17:00, or across chosen days', () => {
    expect(eventFormValues(null, { start: '2026-03-07' })).toMatchObject({
      start: '2026-03-07T09:00',
      end: '2026-03-07T17:00',
    });
    expect(eventFormValues(null, { start: '2026-03-07', end: '2026-03-09' })).toMatchObject({
      start: '2026-03-07T09:00',
      end: '2026-03-09T17:00',
    });
  });

  it('takes exact moments (a dragged time range) as they are', () => {
    const start = new Date(2026, 2, 7, 14, 0).toISOString();
    const end = new Date(2026, 2, 7, 15, 30).toISOString();
    expect(eventFormValues(null, { start, end })).toMatchObject({
      start: '2026-03-07T14:00',
      end: '2026-03-07T15:30',
    });
  });

  it('starts empty without a day, and ignores what is no date', () => {
    expect(eventFormValues(null)).toMatchObject({ start: '', end: '' });
    expect(toLocalInput('soon')).toBe('');
  });
});

describe('toEventInput', () => {
  it('sends moments with their zone and refs as ids or null', () => {
    const input = toEventInput({ ...eventFormValues(row), location: '', name: '  Racing  ' });
    expect(input).toEqual({
      name: 'Racing',
      eventtype: 2,
      series: null,
      location: null,
      start: row.start,
      end: row.end,
      color: '',
      details: '**Bring** a hat',
      public: true,
    });
    expect(toEventInput({ ...eventFormValues(row), public: 'false' }).public).toBe(false);
  });
});

describe('eventFormRules', () => {
  const values = eventFormValues(row);
  it('needs a name, a start and an end after the start', () => {
    expect(eventFormRules.name('  ')).toBe('Required.');
    expect(eventFormRules.start('')).toBe('Required.');
    expect(eventFormRules.end('2026-03-07T10:00', values)).toBe('End must be after start.');
    expect(eventFormRules.end('2026-03-07T09:00', values)).toBe('End must be after start.');
    expect(eventFormRules.end('2026-03-07T10:01', values)).toBeNull();
  });

  it('takes an empty colour or a hex colour', () => {
    expect(eventFormRules.color('')).toBeNull();
    expect(eventFormRules.color('#0a0')).toBeNull();
    expect(eventFormRules.color('blue')).toBe('Enter a colour such as #01579B.');
  });
});
