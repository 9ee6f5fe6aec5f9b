import { describe, expect, it } from 'vitest';
import { errorSentence } from '@/lib/api/error-sentence';
import { retryAfterSeconds, throttledSentence, waitInWords } from '@/lib/api/retry-after';

describe('error sentences (issue 10, item 8)', () => {
  it('says how long to wait in words', () => {
    expect(waitInWords(900)).toBe('15 minutes');
    expect(waitInWords(61)).toBe('2 minutes');
    expect(waitInWords(60)).toBe('1 minute');
    expect(waitInWords(42)).toBe('42 seconds');
    expect(waitInWords(1)).toBe('1 second');
  });

  it('takes the wait from Retry-After, else from the detail', () => {
    expect(retryAfterSeconds('900', undefined)).toBe(900);
    expect(
      retryAfterSeconds(null, 'Request was throttled. Expected available in 42 seconds.'),
    ).toBe(42);
    expect(retryAfterSeconds('soon', 'Slow down.')).toBeUndefined();
  });

  it('speaks to people on 429', () => {
    expect(throttledSentence(900)).toBe('Too many attempts. Try again in 15 minutes.');
    expect(errorSentence({ status: 429, message: '', retryAfterSeconds: 900 })).toBe(
      'Too many attempts. Try again in 15 minutes.',
    );
    expect(throttledSentence(undefined)).toMatch(/^Too many attempts\./);
  });

  it('names the missing thing on 404, for every collection alike', () => {
    expect(errorSentence({ status: 404, message: '', path: '/api/roles/99/' })).toBe(
      'This role does not exist. It may have been deleted, or the link is wrong.',
    );
    expect(errorSentence({ status: 404, message: '', path: '/api/people/3' })).toMatch(
      /^This person does not exist\./,
    );
    expect(errorSentence({ status: 404, message: '', path: '/api/competencies/3' })).toMatch(
      /^This competency does not exist\./,
    );
    expect(errorSentence({ status: 404, message: '', path: '/api/event_types/3' })).toMatch(
      /^This event type does not exist\./,
    );
  });

  it('never returns raw JSON', () => {
    const sentence = errorSentence({
      status: 404,
      message: '',
      path: '/api/locations/1',
      body: { detail: 'Not found.' },
    });
    expect(sentence).not.toMatch(/[{}]/);
  });
});
