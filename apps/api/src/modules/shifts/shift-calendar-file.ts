import type { MessageAttachment } from '@/db/schema/messaging';
import { type MailClub, type MailShift, whenText } from './duty-mail';

/*
 * The iCalendar file a duty notice or reminder carries (RFC 5545 / iTIP, RFC 5546). Written
 * here rather than by ical-generator (which the calendar feeds use): it cost about a
 * millisecond per file, ten seconds for a scan of 10,000 reminders; this is a few lines of
 * text, escaped and folded as RFC 5545 says, and checked by parsing it with ical.js.
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

/** A TEXT value escaped (RFC 5545 3.3.11): backslash, semicolon, comma, newline. */
const text = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** A parameter value (CN): quoted, without the quotes and controls it may not hold. */
const param = (value: string) => `"${value.replace(/["\p{Cc}]/gu, '')}"`;

/** 20300607T090000Z */
const utc = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const encoder = new TextEncoder();
/** A content line folded at 75 octets (RFC 5545 3.1), never inside a UTF-8 character. */
function fold(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; the others 74 after their leading space.
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

export function shiftCalendarFile(o: {
  club: MailClub;
  method: 'REQUEST' | 'CANCEL';
  attendee: { name: string; email: string };
  shifts: MailShift[];
  now: Date;
}): MessageAttachment {
  const { club, now } = o;
  const cancel = o.method === 'CANCEL';
  // iTIP wants an organiser: the club, at its contact address (else a no-reply one).
  const organizer = club.contactEmail || `no-reply@${hostOf(club)}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Crewcall//Crewcall//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${o.method}`,
    `X-WR-CALNAME:${text(club.name)}`,
  ];
  for (const shift of o.shifts) {
    const description = [
      whenText(club.timeZone, shift.start, shift.end),
      ...(shift.roleName ? [`Role: ${shift.roleName}`] : []),
    ].join('\n');
    lines.push(
      'BEGIN:VEVENT',
      `UID:${shiftUid(club, shift.id)}`,
      `SEQUENCE:${sequenceAt(now)}`,
      `DTSTAMP:${utc(now)}`,
      `DTSTART:${utc(shift.start)}`,
      `DTEND:${utc(shift.end)}`,
      `SUMMARY:${text(shift.roleName ? `${shift.eventName} (${shift.roleName})` : shift.eventName)}`,
      `DESCRIPTION:${text(description)}`,
      ...(shift.locationName ? [`LOCATION:${text(shift.locationName)}`] : []),
      `URL;VALUE=URI:${club.siteUrl}/events/${shift.eventId}`,
      `ORGANIZER;CN=${param(club.name)}:mailto:${organizer}`,
      // The club decided: nothing to answer (RSVP=FALSE, no Accept/Decline mail to it).
      `ATTENDEE;CN=${param(o.attendee.name || o.attendee.email)};ROLE=REQ-PARTICIPANT;${
        cancel ? '' : 'PARTSTAT=ACCEPTED;'
      }RSVP=FALSE:mailto:${o.attendee.email}`,
      `STATUS:${cancel ? 'CANCELLED' : 'CONFIRMED'}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return {
    filename: cancel ? 'cancelled-shifts.ics' : 'shifts.ics',
    contentType: `text/calendar; charset=utf-8; method=${o.method}`,
    content: `${lines.map(fold).join('\r\n')}\r\n`,
  };
}
