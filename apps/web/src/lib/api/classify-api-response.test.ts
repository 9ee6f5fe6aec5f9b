import { describe, expect, it } from 'vitest';
import { classifyApiResponse } from '@/lib/api/classify-api-response';

const at = (status: number, body: unknown = {}, path = '/api/events/', authenticated = true) =>
  classifyApiResponse({ status, body, path, authenticated });

describe('classifyApiResponse (error to page mapping)', () => {
  it('does nothing for successes', () => {
    expect(at(200)).toEqual({ type: 'none' });
    expect(at(204)).toEqual({ type: 'none' });
  });

  it('leaves 400 field errors to the form', () => {
    expect(at(400, { email: ['Invalid email.'] })).toEqual({ type: 'form' });
  });

  it('logs out on a 401 with a code when logged in', () => {
    expect(at(401, { detail: 'Token expired', code: 'token_expired' })).toEqual({ type: 'logout' });
  });

  it('leaves a 401 without a code (wrong password) to the form', () => {
    expect(at(401, { detail: 'Unable to log in.' })).toEqual({ type: 'form' });
    expect(at(401, { detail: 'x', code: 'token_not_valid' }, '/api/auth/login', false)).toEqual({
      type: 'form',
    });
  });

  it('maps 403, 404 and 500 to their pages', () => {
    expect(at(403, { detail: 'No' })).toEqual({ type: 'page', page: '/403' });
    expect(at(404, { detail: 'Not found.' })).toEqual({ type: 'page', page: '/404' });
    expect(at(500, { detail: 'Boom' })).toEqual({ type: 'page', page: '/500' });
  });

  it('shows the detail and the 429 page when throttled', () => {
    expect(at(429, { detail: 'Request was throttled. Expected available in 60 seconds.' })).toEqual(
      {
        type: 'throttled',
        detail: 'Request was throttled. Expected available in 60 seconds.',
      },
    );
    expect(at(429, null)).toMatchObject({ type: 'throttled' });
  });

  it('says the site is not found on a 404 for organisations/current', () => {
    expect(at(404, { detail: 'Not found.' }, '/api/organisations/current/', false)).toEqual({
      type: 'site-not-found',
    });
    expect(at(404, {}, '/api/organisations/current')).toEqual({ type: 'site-not-found' });
  });

  it('leaves a 404 of the email-settings link to its page, which explains it', () => {
    expect(
      at(404, { detail: 'Not valid.' }, `/api/emailsettings/${'a'.repeat(64)}`, false),
    ).toEqual({
      type: 'form',
    });
    expect(at(404, {}, '/api/emailsettings/x/other').type).toBe('page');
  });

  it("leaves a duty link's refusals to its page, and Confirm's to its button", () => {
    const link = '/api/duty-links/1.abc';
    for (const status of [404, 409, 410]) {
      expect(at(status, { detail: 'No.' }, link, false).type).toBe('form');
      expect(at(status, { detail: 'No.' }, `${link}/confirm`, false).type).toBe('form');
    }
    expect(at(409, { detail: 'No.' }, '/api/shifts/4/confirm').type).toBe('form');
    expect(at(410, { detail: 'No.' }, '/api/shifts/4/confirm').type).toBe('form');
    expect(at(404, { detail: 'No.' }, '/api/shifts/4/confirm').type).toBe('page');
    expect(at(429, { detail: 'Slow down.' }, link, false).type).toBe('throttled');
  });

  it('leaves an upload refused on its file field (413, 415) to the form', () => {
    expect(at(413, { file: ['The picture is larger than 5 MB.'] })).toEqual({ type: 'form' });
    expect(at(415, { file: ['This file is not a picture.'] })).toEqual({ type: 'form' });
    expect(at(413, { detail: 'The request body is too large.' }).type).toBe('banner');
  });

  it('leaves a 429 of a phone code request to the phone dialog, which says when to ask again', () => {
    const detail = { detail: 'You can ask for another in 20 seconds.' };
    expect(at(429, detail, '/api/people/phone_change_self')).toEqual({ type: 'form' });
    expect(at(429, detail, '/api/people/verify_check').type).toBe('throttled');
  });

  it('puts other failures in the red banner', () => {
    const action = at(503, { detail: 'Maintenance' });
    expect(action.type).toBe('banner');
    expect(action.type === 'banner' && action.message).toContain('Maintenance');
    expect(at(502, 'Bad gateway').type).toBe('banner');
    expect(at(409, {}).type).toBe('banner');
  });
});
