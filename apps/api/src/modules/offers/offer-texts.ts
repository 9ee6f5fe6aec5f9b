import type { OfferShift } from '@crewcall/contract';
import {
  greeting,
  html,
  type MailClub,
  type MailShift,
  shiftHtml,
  shiftText,
  smsWhen,
} from '@/modules/shifts';
import type { OfferRow } from './offers.queries';

/*
 * The words of offers: the accept-link mail and SMS (sent by the links job, never stored
 * with the link), and the notices to admins when an offer is taken or waits for them.
 * Times in the club's zone.
 */

export const mailShift = (s: OfferShift): MailShift => ({
  id: s.id,
  eventId: s.event,
  eventName: s.event_name,
  roleName: s.role_name,
  locationName: s.location_name,
  start: new Date(s.start),
  end: new Date(s.end),
});

/** Where the accept link leads: the accept page of the club's site. */
export const acceptUrl = (club: MailClub, token: string) =>
  `${club.siteUrl}/offers/accept/${token}`;

/** "Fri 7 Jun, 10:00 (Europe/London)": when a link stops working. */
export const momentText = (timeZone: string, at: Date) =>
  `${new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(at)
    .replace(' at ', ', ')} (${timeZone})`;

function intro(offer: OfferRow): string {
  const who = offer.from_name || 'A member';
  if (offer.kind === 'waitlist')
    return 'A place opened on a shift you are waiting for. It is yours if you take it in time:';
  if (offer.kind === 'swap') return `${who} asks to swap shifts with you. You would take:`;
  return offer.to
    ? `${who} cannot do this shift and offers it to you:`
    : `${who} cannot do this shift and offers it to the club. The first to accept gets it:`;
}

/** The accept-link email of one recipient (a secret: sent as security mail, not stored). */
export function offerLinkEmail(
  club: MailClub,
  offer: OfferRow,
  to: { name: string; email: string },
  link: string,
) {
  const shift = mailShift(offer.shift);
  const swap = offer.swap_shift ? mailShift(offer.swap_shift) : null;
  const until = momentText(club.timeZone, offer.expiresAt);
  const lines = [
    greeting(to.name, to.email),
    '',
    intro(offer),
    '',
    ...shiftText(club, shift),
    ...(swap ? ['', 'and give them your shift:', ...shiftText(club, swap)] : []),
    '',
    'Accept with one click:',
    link,
    '',
    `The link works once, until ${until}. If you cannot take it, ignore this email.`,
  ];
  const htmlBody = [
    `<p>${html(greeting(to.name, to.email))}</p>`,
    `<p>${html(intro(offer))}</p>`,
    `<ul>${shiftHtml(club, shift)}</ul>`,
    ...(swap ? [`<p>and give them your shift:</p><ul>${shiftHtml(club, swap)}</ul>`] : []),
    `<p><a href="${html(link)}">Accept this shift</a></p>`,
    `<p>The link works once, until ${html(until)}. If you cannot take it, ignore this email.</p>`,
  ].join('\n');
  return {
    subject: `${offer.kind === 'swap' ? 'Swap shifts' : 'Can you take this shift'}: ${shift.eventName}`,
    text: lines.join('\n'),
    html: htmlBody,
    auditText: `Shift offer ${offer.id}: accept link sent (link not stored).`,
  };
}

export function offerLinkSms(club: MailClub, offer: OfferRow, link: string) {
  const verb = offer.kind === 'swap' ? 'Swap offered' : 'Shift offered to you';
  return `${club.name}: ${verb}: ${offer.shift.event_name}, ${smsWhen(club.timeZone, new Date(offer.shift.start))}. Accept: ${link}`;
}

/** To the club's admins: an offer was taken, or waits for their approval. */
export function adminNoticeEmail(
  club: MailClub,
  offer: OfferRow,
  takerName: string,
  pending: boolean,
) {
  const shift = mailShift(offer.shift);
  const what =
    offer.kind === 'swap'
      ? `${takerName} accepted ${offer.from_name ?? 'a member'}'s swap`
      : `${takerName} took ${offer.from_name ? `${offer.from_name}'s` : 'an open'} shift`;
  const head = pending
    ? `${what}. It waits for an admin's approval (Dashboard, Duty offers).`
    : `${what}.`;
  return {
    subject: `${pending ? 'To approve' : 'Shift taken'}: ${shift.eventName}`,
    text: [head, '', ...shiftText(club, shift)].join('\n'),
    html: `<p>${html(head)}</p><ul>${shiftHtml(club, shift)}</ul>`,
  };
}
