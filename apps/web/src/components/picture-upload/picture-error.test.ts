import { describe, expect, it } from 'vitest';
import { NetworkError } from '@/lib/api/api-errors';
import { pictureErrorMessage } from './picture-error';

describe('pictureErrorMessage', () => {
  it("shows the server's message on the file field for 400, 413 and 415", () => {
    expect(pictureErrorMessage({ status: 413, body: { file: ['Too large.'] } }, 'picture')).toBe(
      'Too large.',
    );
    expect(pictureErrorMessage({ status: 415, body: { file: ['Not a picture.'] } }, 'logo')).toBe(
      'Not a picture.',
    );
    expect(pictureErrorMessage({ status: 415, body: { detail: 'Unsupported.' } }, 'logo')).toBe(
      'Unsupported.',
    );
    expect(pictureErrorMessage({ status: 400, body: { non_field_errors: ['No.'] } }, 'logo')).toBe(
      'No.',
    );
  });

  it('says plainly that nothing was saved otherwise', () => {
    for (const error of [
      new NetworkError(),
      { status: 500, body: { detail: 'A server error occurred.' } },
      new Error('boom'),
    ]) {
      expect(pictureErrorMessage(error, 'picture')).toBe(
        'The picture was not saved. Please try again.',
      );
    }
  });
});
