import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import type { MessageAttachment } from '@/db/schema/messaging';
import { type MailClub, type MailShift, whenText } from './duty-mail';

/*
 * The iCalendar file a duty notice or reminder carries (RFC 5545 / iTIP, RFC 5546), written
 * by ical-generator, as the calendar feeds are (calendar-feeds/ical.ts):
 * - METHOD:REQUEST puts the shifts in the person's calendar or updates them; METHOD:CANCEL
 *   takes them out. One file holds every shift of one message (one VEVENT each).
 * - The UID is the shift's, the same as in the person's calendar feed
 *   (`shift-<id>@<club domain>`): a calendar that has the shift updates it instead of
 *   adding another, and a cancellation finds it.
 * - SEQUENCE grows with every file sent (seconds since 2024), so a calendar app takes a
 *   later change over an earlier one, as iTIP asks.
 * - Times are UTC (`DTSTART:20300607T090000Z`), exact whatever zone the app shows them in.
 */

const SEQUENCE_EPOCH = Date.UTC(2024, 0, 1);
/** A number that only grows: seconds since 2024 (fits a 32-bit integer until 2092). */
export const sequenceAt = (now: Date) =>
  Math.max(0, Math.floor((now.getTime() - SEQUENCE_EPOCH) / 1000));

const hostOf = (club: MailClub) => new URL(club.siteUrl).hostname;

/** The UID of a shift's calendar event (as the personal feed writes it). */
export const shiftUid = (club: MailClub, shiftId: number) => `shift-${shiftId}@${hostOf(club)}`;

export function shiftCalendarFile(o: {
  club: MailClub;
  method: 'REQUEST' | 'CANCEL';
  attendee: { name: string; email: string };
  shifts: MailShift[];
  now: Date;
}): MessageAttachment {
  const { club, now } = o;
  const cancel = o.method === 'CANCEL';
  const calendar = ical({
    prodId: { company: 'Crewcall', product: 'Crewcall', language: 'EN' },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    name: club.name,
  });
  // iTIP wants an organiser: the club, at its contact address (else a no-reply one).
  const organizer = { name: club.name, email: club.contactEmail || `no-reply@${hostOf(club)}` };
  for (const shift of o.shifts) {
    calendar.createEvent({
      id: shiftUid(club, shift.id),
      sequence: sequenceAt(now),
      stamp: now,
      start: shift.start,
      end: shift.end,
      summary: shift.roleName ? `${shift.eventName} (${shift.roleName})` : shift.eventName,
      description: [
        whenText(club.timeZone, shift.start, shift.end),
        ...(shift.roleName ? [`Role: ${shift.roleName}`] : []),
      ].join('\n'),
      location: shift.locationName ?? null,
      url: `${club.siteUrl}/events/${shift.eventId}`,
      organizer,
      attendees: [
        {
          name: o.attendee.name || o.attendee.email,
          email: o.attendee.email,
          role: ICalAttendeeRole.REQ,
          // The club decided; nothing to answer (no Accept/Decline mail to the club).
          rsvp: false,
          ...(cancel ? {} : { status: ICalAttendeeStatus.ACCEPTED }),
        },
      ],
      status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return {
    filename: cancel ? 'cancelled-shifts.ics' : 'shifts.ics',
    contentType: `text/calendar; charset=utf-8; method=${o.method}`,
    content: calendar.toString(),
  };
}
