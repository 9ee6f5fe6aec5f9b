import { describe, expect, it } from 'vitest';
import { EMPTY_AUDIENCE, toAudience } from '@/features/messaging/audience-draft';
import {
  draftProblems,
  EMPTY_DRAFT,
  sendBody,
  unknownPlaceholders,
} from '@/features/messaging/compose-draft';

describe('the audience draft', () => {
  it('is an audience only once its choice is made', () => {
    expect(toAudience(EMPTY_AUDIENCE)).toEqual({ kind: 'everyone' });
    expect(toAudience({ ...EMPTY_AUDIENCE, kind: 'event' })).toBeNull();
    expect(toAudience({ ...EMPTY_AUDIENCE, kind: 'event', event: 4 })).toEqual({
      kind: 'event',
      event: 4,
    });
    expect(
      toAudience({ ...EMPTY_AUDIENCE, kind: 'competency', competency: 2, has: false }),
    ).toEqual({
      kind: 'competency',
      competency: 2,
      has: false,
    });
    expect(toAudience({ ...EMPTY_AUDIENCE, kind: 'people' })).toBeNull();
    expect(
      toAudience({ ...EMPTY_AUDIENCE, kind: 'people', people: [{ id: 3, name: 'Ann' }] }),
    ).toEqual({ kind: 'people', people: [3] });
  });
});

describe('the compose draft', () => {
  it('names what is missing or wrong before sending', () => {
    expect(draftProblems('email', EMPTY_DRAFT)).toEqual({
      subject: 'Required.',
      body: 'Required.',
    });
    expect(draftProblems('sms', { ...EMPTY_DRAFT, body: 'x'.repeat(1601) })).toEqual({
      body: 'At most 1,600 characters.',
    });
    expect(
      draftProblems('email', { ...EMPTY_DRAFT, subject: 'Hi {nick}', body: 'Hi {name}' }),
    ).toEqual({ subject: 'Unknown placeholders: {nick}.' });
    expect(
      draftProblems('email', {
        ...EMPTY_DRAFT,
        subject: 'Hi',
        body: 'Hi',
        when: 'later',
        sendAt: '2001-01-01T10:00',
      }),
    ).toEqual({ sendAt: 'Choose a time in the future.' });
    expect(unknownPlaceholders('{name} {x_y} {x_y} {first_name}')).toEqual(['{x_y}']);
  });

  it('sends the subject only for email and send_at only when scheduled', () => {
    const draft = { ...EMPTY_DRAFT, subject: 'S', body: 'B', newsletter: true };
    expect(sendBody('sms', draft)).toEqual({
      channel: 'sms',
      newsletter: false,
      subject: '',
      body: 'B',
      audience: { kind: 'everyone' },
      template: null,
    });
    const later = sendBody('email', { ...draft, when: 'later', sendAt: '2031-05-01T09:30' });
    expect(later.newsletter).toBe(true);
    expect(typeof later.send_at).toBe('string');
  });
});
