// What other modules may import from shifts (see modules/README.md, Fences).

// For offers, swaps and waiting lists (modules/offers): the same notices, history and mail
// words every other change of who is on a shift uses.
export type { DutyRow } from './duty-changes';
export {
  greeting,
  html,
  type MailClub,
  type MailShift,
  personMessages,
  shiftHtml,
  shiftText,
  smsWhen,
  whenText,
} from './duty-mail';
export { mailClubOf, type NoticeContext, tellDutyChanges } from './duty-notices';
export { clubForMail, dutyRowsOf } from './duty-notices.queries';
export { historyOf, recordShiftChanges, type ShiftChangeRow } from './shift-history';
export { adminShiftColumns } from './shift-values';
export { shiftsRoutes } from './shifts.routes';
