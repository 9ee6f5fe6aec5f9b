import type { Person } from '@crewcall/contract';
import { describe, expect, it } from 'vitest';
import { personActions } from '@/features/people/person-actions';

const person = (changes: Partial<Person>): Person => ({
  id: 5,
  name: 'Nell Harbour',
  email: 'nell@example.test',
  phone: '',
  avatar: null,
  role: 'user',
  is_active: true,
  sms_verified: false,
  email_notifications: true,
  email_reminders: true,
  email_newsletters: true,
  sms_notifications: false,
  ...changes,
});
const keys = (p: Person, self = false) => personActions(p, self).map((a) => a.key);

describe('what an admin can do to a person', () => {
  it('activates a pending person, who becomes a volunteer', () => {
    const pending = person({ role: 'new', is_active: false });
    expect(keys(pending)).toEqual(['activate', 'make-admin']);
    const [activate] = personActions(pending, false);
    expect(activate).toMatchObject({
      change: { is_active: true },
      question: 'Activate Nell Harbour?',
      explanation: 'They can log in and become a volunteer.',
    });
  });

  it('makes a volunteer an admin, or deactivates them (the one marked as dangerous)', () => {
    const actions = personActions(person({}), false);
    expect(actions.map((a) => [a.key, a.change, a.danger])).toEqual([
      ['make-admin', { role: 'admin' }, false],
      ['deactivate', { is_active: false }, true],
    ]);
  });

  it('makes another admin a volunteer again, but never offers an admin to demote or deactivate themselves', () => {
    expect(keys(person({ role: 'admin' }))).toEqual(['make-volunteer', 'deactivate']);
    expect(keys(person({ role: 'admin' }), true)).toEqual([]);
  });

  it('activates a deactivated person again', () => {
    expect(keys(person({ is_active: false }))).toEqual(['activate', 'make-admin']);
    expect(personActions(person({ is_active: false }), false)[0].explanation).toBe(
      'They can log in again.',
    );
  });
});
