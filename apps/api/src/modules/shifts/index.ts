// What other modules may import from shifts (see modules/README.md, Fences).

export { dutyConfirmationRoutes } from './duty-confirmation.routes';
// For offers, swaps and waiting lists (modules/offers): the same notices, history and mail
// words every other change of who is on a shift uses.
export {
  greeting,
  html,
  type MailClub,
  type MailShift,
  shiftHtml,
  shiftText,
  smsWhen,
} from './duty-mail';
export { mailClubOf, tellDutyChanges } from './duty-notices';
export { clubForMail, dutyRowsOf } from './duty-notices.queries';
export { historyOf, recordShiftChanges, type ShiftChangeRow } from './shift-history';
export { adminShiftColumns } from './shift-values';
export { shiftsRoutes } from './shifts.routes';
