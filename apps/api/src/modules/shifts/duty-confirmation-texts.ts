import type { EmailParts, MailClub, MailShift } from './duty-mail';
import * as mail from './duty-mail';

/*
 * The words of duty confirmation (issue 25, item 3): the two links a reminder carries, the
 * chase of a duty still unconfirmed, and the admins' notice when someone can't make it.
 * The links are markers here (duty-links.ts), made into personal links as the email leaves.
 */

export type DutyLinkMarkers = { confirm: string; cantMakeIt: string };

/** The links' lines in a plain-text email. */
export function dutyLinksText(links: DutyLinkMarkers): string[] {
  return [
    `Please confirm you will be there: ${links.confirm}`,
    `Can't make it? Tell the club: ${links.cantMakeIt}`,
  ];
}

/** The links as an HTML paragraph (markers hold no character HTML would need escaped). */
export function dutyLinksHtml(links: DutyLinkMarkers): string {
  return `<p><a href="${links.confirm}"><strong>Confirm</strong></a> &middot; <a href="${links.cantMakeIt}">Can't make it</a></p>`;
}

/** The chase: one more email for a duty not yet confirmed, DUTY_CHASE_HOURS before it. */
export function chaseEmail(
  club: MailClub,
  person: { name: string; email: string },
  shift: MailShift,
  links: DutyLinkMarkers,
): EmailParts {
  const intro = `${club.name} asks you to confirm this duty, which starts soon. You have not confirmed it yet.`;
  return {
    subject: `Please confirm: ${shift.eventName} on ${mail.dayText(club.timeZone, shift.start)}`,
    text: [
      mail.greeting(person.name, person.email),
      '',
      intro,
      '',
      ...mail.shiftText(club, shift),
      '',
      ...dutyLinksText(links),
    ].join('\n'),
    html: [
      `<p>${mail.html(mail.greeting(person.name, person.email))}</p>`,
      `<p>${mail.html(intro)}</p>`,
      `<ul>${mail.shiftHtml(club, shift)}</ul>`,
      dutyLinksHtml(links),
    ].join('\n'),
    attachments: [],
  };
}

/** To each admin: someone said they can't make a duty (the event's page to fill it). */
export function cantMakeItAdminEmail(
  club: MailClub,
  admin: { name: string; email: string },
  personName: string,
  shift: MailShift,
): EmailParts {
  const line = `${personName} can't make it to this duty:`;
  const ask = 'The duty still has them on it. Find someone else on the event page.';
  return {
    subject: `Can't make it: ${personName}, ${shift.eventName} on ${mail.dayText(club.timeZone, shift.start)}`,
    text: [
      mail.greeting(admin.name, admin.email),
      '',
      line,
      '',
      ...mail.shiftText(club, shift),
      '',
      ask,
    ].join('\n'),
    html: [
      `<p>${mail.html(mail.greeting(admin.name, admin.email))}</p>`,
      `<p>${mail.html(line)}</p>`,
      `<ul>${mail.shiftHtml(club, shift)}</ul>`,
      `<p>${mail.html(ask)}</p>`,
    ].join('\n'),
    attachments: [],
  };
}
