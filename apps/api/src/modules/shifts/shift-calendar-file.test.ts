import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { sequenceAt, shiftCalendarFile } from './shift-calendar-file';

const club = {
  name: 'Harbour SC',
  timeZone: 'Europe/London',
  siteUrl: 'https://harbour.example:8443',
  contactEmail: 'office@harbour.example',
};
const shift = (id: number, hour: number) => ({
  id,
  eventId: 7,
  eventName: 'Spring Regatta',
  roleName: id % 2 ? 'Safety boat' : null,
  locationName: 'North pontoon',
  start: new Date(Date.UTC(2031, 5, 7, hour)),
  end: new Date(Date.UTC(2031, 5, 7, hour + 1)),
});
const attendee = { name: 'Ann Example', email: 'ann@example.test' };
const now = new Date(Date.UTC(2031, 5, 1, 12));

function parse(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  return { calendar, events: calendar.getAllSubcomponents('vevent') };
}

describe('the calendar file of a notice', () => {
  it('a request: one VEVENT per shift, times in UTC, stable UIDs, an organiser and the person', () => {
    const file = shiftCalendarFile({
      club,
      method: 'REQUEST',
      attendee,
      shifts: [shift(1, 9), shift(2, 11)],
      now,
    });
    expect(file).toMatchObject({
      filename: 'shifts.ics',
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
    });
    const { calendar, events } = parse(file.content);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(events).toHaveLength(2);
    expect(events.map((e) => e.getFirstPropertyValue('uid'))).toEqual([
      'shift-1@harbour.example',
      'shift-2@harbour.example',
    ]);
    expect(file.content).toContain('DTSTART:20310607T090000Z');
    expect(file.content).toContain('DTEND:20310607T100000Z');
    const [first] = events;
    expect(first.getFirstPropertyValue('summary')).toBe('Spring Regatta (Safety boat)');
    expect(first.getFirstPropertyValue('location')).toBe('North pontoon');
    expect(first.getFirstPropertyValue('sequence')).toBe(sequenceAt(now));
    expect(String(first.getFirstPropertyValue('organizer'))).toBe('mailto:office@harbour.example');
    expect(String(first.getFirstPropertyValue('attendee')).toLowerCase()).toBe(
      'mailto:ann@example.test',
    );
    expect(first.getFirstPropertyValue('url')).toBe('https://harbour.example:8443/events/7');
    // Local time in the description, for the reader.
    expect(first.getFirstPropertyValue('description')).toContain(
      'Sat 7 Jun 2031, 10:00–11:00 (Europe/London)',
    );
  });

  it('a cancellation: METHOD:CANCEL, the same UID, cancelled, a later sequence', () => {
    const later = new Date(now.getTime() + 60_000);
    const file = shiftCalendarFile({
      club,
      method: 'CANCEL',
      attendee,
      shifts: [shift(1, 9)],
      now: later,
    });
    const { calendar, events } = parse(file.content);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(events[0].getFirstPropertyValue('uid')).toBe('shift-1@harbour.example');
    expect(events[0].getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(events[0].getFirstPropertyValue('sequence')).toBeGreaterThan(sequenceAt(now));
  });

  it('a club without a contact address is the organiser at a no-reply address of its domain', () => {
    const file = shiftCalendarFile({
      club: { ...club, contactEmail: '' },
      method: 'REQUEST',
      attendee,
      shifts: [shift(1, 9)],
      now,
    });
    expect(file.content).toContain('mailto:no-reply@harbour.example');
  });

  it('text that needs escaping and long lines come back as written (folded at 75 octets)', () => {
    const name = `Régate d’été, «Coupe»; 海上安全\\ ${'long '.repeat(30)}`;
    const file = shiftCalendarFile({
      club: { ...club, name: 'Club "Quoted"; Sailing, Ltd' },
      method: 'REQUEST',
      attendee: { name: 'Zoë "Z" Example', email: 'zoe@example.test' },
      shifts: [{ ...shift(2, 9), eventName: name, locationName: 'Pier 1; Berth 2,\nGate' }],
      now,
    });
    for (const line of file.content.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(file.content.endsWith('\r\n')).toBe(true);
    const [event] = parse(file.content).events;
    expect(event.getFirstPropertyValue('summary')).toBe(name);
    expect(event.getFirstPropertyValue('location')).toBe('Pier 1; Berth 2,\nGate');
    expect(event.getFirstProperty('organizer')?.getParameter('cn')).toBe(
      'Club Quoted; Sailing, Ltd',
    );
    expect(event.getFirstProperty('attendee')?.getParameter('cn')).toBe('Zoë Z Example');
    expect(event.getFirstProperty('attendee')?.getParameter('rsvp')).toBe('FALSE');
  });
});
