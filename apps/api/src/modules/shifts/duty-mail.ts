import type { MessageAttachment } from '@/db/schema/messaging';
import { escapeHtml } from '@/lib/escape-html';
import { LruMap } from '@/lib/lru-map';
import type { OutgoingMessage } from '@/modules/messaging';

/*
 * The words of duty notices and reminders: a shift as a person reads it, in the club's
 * time zone (issue 20), in plain text, HTML and SMS. The sender adds the footer and the
 * email-settings link; this only writes what the message is about.
 */

/** A shift as a message shows it. */
export type MailShift = {
  id: number;
  eventId: number;
  eventName: string;
  roleName: string | null;
  locationName: string | null;
  start: Date;
  end: Date;
};

/** The club a message is from: its name, zone and site (links come from its configured domain). */
export type MailClub = { name: string; timeZone: string; siteUrl: string; contactEmail: string };

type Formats = { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat };
/** Formatters per zone, made once (building one costs tens of microseconds). */
const formats = new LruMap<string, Formats>(1000);
const formatsOf = (timeZone: string) =>
  formats.getOrSet(timeZone, () => ({
    day: new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }),
    time: new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
  }));

/** "Fri 7 Jun 2030" in the club's zone. */
export const dayText = (timeZone: string, at: Date) =>
  formatsOf(timeZone).day.format(at).replace(',', '');

/** "Fri 7 Jun 2030, 10:00–12:00 (Europe/London)"; an end on another day names its day. */
export function whenText(timeZone: string, start: Date, end: Date) {
  const { time } = formatsOf(timeZone);
  const [startDay, endDay] = [dayText(timeZone, start), dayText(timeZone, end)];
  const until = startDay === endDay ? time.format(end) : `${endDay}, ${time.format(end)}`;
  return `${startDay}, ${time.format(start)}–${until} (${timeZone})`;
}

export const eventUrl = (club: MailClub, eventId: number) => `${club.siteUrl}/events/${eventId}`;
/** Where a person sees all their shifts (several at once in an SMS). */
export const myShiftsUrl = (club: MailClub) => `${club.siteUrl}/profile/shifts`;

/** One shift, in plain text lines: the event, when, role, location, its page. */
export function shiftText(club: MailClub, shift: MailShift, note?: string): string[] {
  return [
    `- ${shift.eventName}`,
    `  ${whenText(club.timeZone, shift.start, shift.end)}`,
    ...(note ? [`  ${note}`] : []),
    ...(shift.roleName ? [`  Role: ${shift.roleName}`] : []),
    ...(shift.locationName ? [`  Location: ${shift.locationName}`] : []),
    `  ${eventUrl(club, shift.eventId)}`,
  ];
}

/** Text made safe inside HTML (names are typed by people). */
export const html = escapeHtml;

/** One shift as an HTML list item. */
export function shiftHtml(club: MailClub, shift: MailShift, note?: string): string {
  const lines = [
    `<strong>${html(shift.eventName)}</strong>`,
    html(whenText(club.timeZone, shift.start, shift.end)),
    ...(note ? [`<em>${html(note)}</em>`] : []),
    ...(shift.roleName ? [`Role: ${html(shift.roleName)}`] : []),
    ...(shift.locationName ? [`Location: ${html(shift.locationName)}`] : []),
    `<a href="${html(eventUrl(club, shift.eventId))}">See the event</a>`,
  ];
  return `<li>${lines.join('<br>')}</li>`;
}

/** A short "Fri 7 Jun 10:00" for SMS (the zone is the club's, named in emails). */
export function smsWhen(timeZone: string, start: Date) {
  const day = dayText(timeZone, start).replace(/ \d{4}$/, '');
  return `${day} ${formatsOf(timeZone).time.format(start)}`;
}

export const greeting = (name: string, email: string) => `Hello ${name || email},`;

/** What an email carries besides its address. */
export type EmailParts = {
  subject: string;
  text: string;
  html: string;
  attachments: MessageAttachment[];
};

/**
 * The messages one person gets about one thing: the email when they take this kind
 * (`emailWanted`: email_notifications for notices, email_reminders for reminders) and
 * have an address; the SMS when they take SMS, their phone is verified and the club
 * sends SMS. `smsNotifications` is read as "SMS on and notifications not all off": the
 * email-settings page's master switch (email_notifications) off means no email or SMS at
 * all (spec), so the queries select sms_notifications AND email_notifications. Each text is composed only when it is sent.
 */
export function personMessages(
  common: Pick<OutgoingMessage, 'organisationId' | 'purpose' | 'toPersonId' | 'createdBy'>,
  person: { email: string; phone: string; smsNotifications: boolean; smsVerified: boolean },
  o: { emailWanted: boolean; clubSms: boolean; email: () => EmailParts; sms: () => string },
): OutgoingMessage[] {
  const out: OutgoingMessage[] = [];
  if (o.emailWanted && person.email) {
    out.push({ ...common, channel: 'email', to: person.email, ...o.email() });
  }
  if (o.clubSms && person.smsNotifications && person.smsVerified && person.phone) {
    out.push({ ...common, channel: 'sms', to: person.phone, text: o.sms() });
  }
  return out;
}
