import type { Person } from '@crewcall/contract';
import { clubDate, daysBetween } from '@/lib/time-zone';

export type InvitationState = 'has_login' | 'invited' | 'not_invited';

/** Whether someone can already log in, was invited (and when), or neither. */
export function invitationState(person: Pick<Person, 'has_login' | 'invited_at'>): InvitationState {
  if (person.has_login) return 'has_login';
  return person.invited_at ? 'invited' : 'not_invited';
}

/** "Has login", "Invited today", "Invited 3 days ago", "Not invited". */
export function invitationLabel(
  person: Pick<Person, 'has_login' | 'invited_at'>,
  now: Date = new Date(),
): string {
  const state = invitationState(person);
  if (state === 'has_login') return 'Has login';
  if (state === 'not_invited') return 'Not invited';
  const days = daysBetween(clubDate(person.invited_at), clubDate(now)); // club days
  if (days <= 0) return 'Invited today';
  if (days === 1) return 'Invited yesterday';
  return `Invited ${days} days ago`;
}

/** People the bulk "invite all without a login" is for. */
export const needsInvitation = (person: Pick<Person, 'has_login'>) => person.has_login === false;
