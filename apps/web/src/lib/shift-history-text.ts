import type { ShiftHistoryEntry } from '@crewcall/contract';

const ACTIONS: Record<ShiftHistoryEntry['action'], string> = {
  assigned: 'Put on the shift',
  unassigned: 'Taken off the shift',
  moved: 'Shift moved',
  published: 'Published',
  unpublished: 'Unpublished',
  deleted: 'Shift deleted',
  signed_in: 'Signed in',
  signed_out: 'Signed out',
  confirmed: 'Confirmed the duty',
  cant_make_it: "Can't make it",
  offered: 'Offered the shift up',
  offer_withdrawn: 'Withdrew the offer',
  offer_accepted: 'Accepted the offer',
  offer_declined: 'Acceptance declined by an admin',
  swapped: 'Swapped shifts',
  waitlist_joined: 'Joined the waiting list',
  waitlist_left: 'Left the waiting list',
  waitlist_offered: 'Offered the shift from the waiting list',
  offer_expired: 'Offer ran out',
};

/**
 * What a history row says happened, as an admin reads it ("Put on the shift (from their
 * request)"), shared by the planner's History dialog and the timesheet's history export.
 */
export function historyActionText(entry: Pick<ShiftHistoryEntry, 'action' | 'details'>): string {
  const text = ACTIONS[entry.action] ?? entry.action;
  if (entry.details.via === 'link') return `${text} (from the email)`;
  if (entry.details.via === 'app') return `${text} (in the app)`;
  return entry.details.from_request ? `${text} (from their request)` : text;
}

/** Who made the change: a person, a kiosk, or the system. */
export function historyByText(
  entry: Pick<ShiftHistoryEntry, 'by_name' | 'by' | 'details'>,
): string {
  if (entry.by !== null) return entry.by_name ?? 'A person since deleted';
  return entry.details.kiosk !== undefined ? 'Kiosk' : 'System';
}
