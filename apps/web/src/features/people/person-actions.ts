import type { Person, PersonUpdate } from '@crewcall/contract';

/** One change an admin makes to a person from their Information tab, after a question. */
export interface PersonAction {
  key: 'activate' | 'make-admin' | 'make-volunteer' | 'deactivate';
  label: string;
  /** The confirmation's question and what it says will happen. */
  question: string;
  explanation: string;
  /** The change `PUT /api/people` is sent (the server applies people's rules to it). */
  change: Omit<PersonUpdate, 'id'>;
  danger: boolean;
  /** The notification once done. */
  done: string;
}

/**
 * What can be done to `person` now: Activate (inactive people; a pending person also
 * becomes a volunteer), Make admin, Make volunteer (an admin back), Deactivate. An admin
 * cannot demote or deactivate themselves, so those are not offered to them.
 */
export function personActions(person: Person, isSelf: boolean): PersonAction[] {
  const name = person.name || person.email;
  const actions: PersonAction[] = [];
  if (!person.is_active) {
    actions.push({
      key: 'activate',
      label: 'Activate',
      question: `Activate ${name}?`,
      explanation:
        person.role === 'new'
          ? 'They can log in and become a volunteer.'
          : 'They can log in again.',
      change: { is_active: true },
      danger: false,
      done: `${name} can now log in.`,
    });
  }
  if (person.role !== 'admin') {
    actions.push({
      key: 'make-admin',
      label: 'Make admin',
      question: `Make ${name} an admin?`,
      explanation: 'Admins manage events, shifts, people, messages and the club’s settings.',
      change: { role: 'admin' },
      danger: false,
      done: `${name} is now an admin.`,
    });
  } else if (!isSelf) {
    actions.push({
      key: 'make-volunteer',
      label: 'Make volunteer',
      question: `Make ${name} a volunteer?`,
      explanation: 'They keep their login but can no longer manage the club.',
      change: { role: 'user' },
      danger: false,
      done: `${name} is now a volunteer.`,
    });
  }
  if (person.is_active && !isSelf) {
    actions.push({
      key: 'deactivate',
      label: 'Deactivate',
      question: `Deactivate ${name}?`,
      explanation: 'They can no longer log in, and are logged out now. Their history stays.',
      change: { is_active: false },
      danger: true,
      done: `${name} was deactivated.`,
    });
  }
  return actions;
}
