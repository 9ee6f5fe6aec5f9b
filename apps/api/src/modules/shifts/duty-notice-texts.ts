import {
  dayText,
  type EmailParts,
  eventUrl,
  greeting,
  html,
  type MailClub,
  type MailShift,
  myShiftsUrl,
  shiftHtml,
  shiftText,
  smsWhen,
  whenText,
} from './duty-mail';
import { shiftCalendarFile } from './shift-calendar-file';

/** One change of one person's duty, as their notice tells it. */
export type NoticeItem =
  | { kind: 'added' | 'removed'; shift: MailShift }
  | { kind: 'moved'; shift: MailShift; was: { start: Date; end: Date } };

type Section = { kind: NoticeItem['kind']; heading: (n: number) => string };
const SECTIONS: Section[] = [
  {
    kind: 'added',
    heading: (n) => (n === 1 ? 'You are on this shift:' : `You are on these ${n} shifts:`),
  },
  {
    kind: 'moved',
    heading: (n) =>
      n === 1 ? 'This shift of yours has moved:' : `These ${n} shifts of yours have moved:`,
  },
  {
    kind: 'removed',
    heading: (n) =>
      n === 1 ? 'You are no longer on this shift:' : `You are no longer on these ${n} shifts:`,
  },
];

const noteOf = (club: MailClub, item: NoticeItem) =>
  item.kind === 'moved'
    ? `(was ${whenText(club.timeZone, item.was.start, item.was.end)})`
    : undefined;

/** The subject: the one change, or how many. */
export function noticeSubject(club: MailClub, items: NoticeItem[]): string {
  if (items.length === 1) {
    const [{ kind, shift }] = items;
    const on = `${shift.eventName} on ${dayText(club.timeZone, shift.start)}`;
    if (kind === 'added') return `Your shift: ${on}`;
    if (kind === 'moved') return `Shift moved: ${on}`;
    return `Shift removed: ${on}`;
  }
  const kinds = new Set(items.map((item) => item.kind));
  if (kinds.size > 1) return `Changes to your shifts at ${club.name}`;
  const [kind] = kinds;
  if (kind === 'added') return `Your ${items.length} shifts at ${club.name}`;
  if (kind === 'moved') return `${items.length} of your shifts at ${club.name} have moved`;
  return `${items.length} of your shifts at ${club.name} were removed`;
}

/** The email: every change of this write, grouped; a calendar file for what stays, one for what went. */
export function noticeEmail(
  club: MailClub,
  person: { name: string; email: string },
  items: NoticeItem[],
  now: Date,
): EmailParts {
  const text = [greeting(person.name, person.email), '', `${club.name} has changed your shifts.`];
  const parts = [
    `<p>${html(greeting(person.name, person.email))}</p>`,
    `<p>${html(club.name)} has changed your shifts.</p>`,
  ];
  for (const section of SECTIONS) {
    const these = items.filter((item) => item.kind === section.kind);
    if (!these.length) continue;
    text.push('', section.heading(these.length), '');
    parts.push(`<p>${html(section.heading(these.length))}</p><ul>`);
    for (const item of these) {
      text.push(...shiftText(club, item.shift, noteOf(club, item)));
      parts.push(shiftHtml(club, item.shift, noteOf(club, item)));
    }
    parts.push('</ul>');
  }
  const kept = items.filter((item) => item.kind !== 'removed').map((item) => item.shift);
  const gone = items.filter((item) => item.kind === 'removed').map((item) => item.shift);
  const attachments = [
    ...(kept.length
      ? [shiftCalendarFile({ club, method: 'REQUEST', attendee: person, shifts: kept, now })]
      : []),
    ...(gone.length
      ? [shiftCalendarFile({ club, method: 'CANCEL', attendee: person, shifts: gone, now })]
      : []),
  ];
  const calendarNote = 'The attached calendar file updates your calendar to match.';
  text.push('', calendarNote, `All your shifts: ${myShiftsUrl(club)}`);
  parts.push(
    `<p>${html(calendarNote)} <a href="${html(myShiftsUrl(club))}">All your shifts</a></p>`,
  );
  return {
    subject: noticeSubject(club, items),
    text: text.join('\n'),
    html: parts.join('\n'),
    attachments,
  };
}

/** The SMS: the one change in a line, or how many with a link to all. */
export function noticeSms(club: MailClub, items: NoticeItem[]): string {
  if (items.length > 1) {
    return `${club.name}: ${items.length} changes to your shifts. See ${myShiftsUrl(club)}`;
  }
  const [item] = items;
  const when = smsWhen(club.timeZone, item.shift.start);
  const link = eventUrl(club, item.shift.eventId);
  if (item.kind === 'added')
    return `${club.name}: you are on ${item.shift.eventName}, ${when}. ${link}`;
  if (item.kind === 'moved')
    return `${club.name}: your shift at ${item.shift.eventName} has moved to ${when}. ${link}`;
  return `${club.name}: you are no longer on ${item.shift.eventName}, ${when}.`;
}
