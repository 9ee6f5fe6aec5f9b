import { describe, expect, it } from 'vitest';
import { invitationLabel, invitationState } from '@/features/people/invitation-status';

const now = new Date('2026-11-22T12:00:00');

describe('invitation status', () => {
  it('says whether a person has a login, was invited and when, or neither', () => {
    expect(invitationLabel({ has_login: true, invited_at: '2026-11-01T10:00:00Z' }, now)).toBe(
      'Has login',
    );
    expect(invitationLabel({ has_login: false, invited_at: null }, now)).toBe('Not invited');
    expect(invitationLabel({ has_login: false, invited_at: '2026-11-22T08:00:00' }, now)).toBe(
      'Invited today',
    );
    expect(invitationLabel({ has_login: false, invited_at: '2026-11-21T20:00:00' }, now)).toBe(
      'Invited yesterday',
    );
    expect(invitationLabel({ has_login: false, invited_at: '2026-11-19T23:00:00' }, now)).toBe(
      'Invited 3 days ago',
    );
    expect(invitationState({ has_login: false, invited_at: '2026-11-19T23:00:00' })).toBe(
      'invited',
    );
  });
});
