import { type DutyLinkMarkers, dutyLinksHtml, dutyLinksText } from './duty-confirmation-texts';
import type { EmailParts, MailClub, MailShift } from './duty-mail';
import * as mail from './duty-mail';
import { shiftCalendarFile } from './shift-calendar-file';

const soon = (window: 'week' | 'day') => (window === 'day' ? 'very soon' : 'in the coming week');

/**
 * A reminder email: the shift in the club's time, its page, and the calendar file; and,
 * where the club asks members to confirm duties, the duty's "Confirm" and "Can't make it"
 * links (`dutyLinks`: markers made into personal links as the email leaves).
 */
export function reminderEmail(
  club: MailClub,
  person: { name: string; email: string },
  shift: MailShift,
  window: 'week' | 'day',
  now: Date,
  o: { dutyLinks?: DutyLinkMarkers } = {},
): EmailParts {
  const intro = `A reminder from ${club.name}: you are on this shift ${soon(window)}.`;
  const links = o.dutyLinks;
  return {
    subject: `Reminder: ${shift.eventName} on ${mail.dayText(club.timeZone, shift.start)}`,
    text: [
      mail.greeting(person.name, person.email),
      '',
      intro,
      '',
      ...mail.shiftText(club, shift),
      '',
      ...(links ? [...dutyLinksText(links), ''] : []),
      'The attached calendar file puts it in your calendar.',
    ].join('\n'),
    html: [
      `<p>${mail.html(mail.greeting(person.name, person.email))}</p>`,
      `<p>${mail.html(intro)}</p>`,
      `<ul>${mail.shiftHtml(club, shift)}</ul>`,
      ...(links ? [dutyLinksHtml(links)] : []),
      '<p>The attached calendar file puts it in your calendar.</p>',
    ].join('\n'),
    attachments: [
      shiftCalendarFile({ club, method: 'REQUEST', attendee: person, shifts: [shift], now }),
    ],
  };
}

/** A reminder SMS: one line. */
export function reminderSms(club: MailClub, shift: MailShift): string {
  const role = shift.roleName ? ` (${shift.roleName})` : '';
  return `${club.name} reminder: ${shift.eventName}${role}, ${mail.smsWhen(club.timeZone, shift.start)}. ${mail.eventUrl(club, shift.eventId)}`;
}
