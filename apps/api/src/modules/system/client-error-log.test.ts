import { describe, expect, it } from 'vitest';
import { clientErrorLogFields } from './client-error-log';

describe('clientErrorLogFields', () => {
  it('masks single-use tokens in the url, message and stack of a browser report', () => {
    const token = 'Zx9-live-reset-token';
    const fields = clientErrorLogFields({
      level: 'error',
      message: `TypeError on https://club.test/password/reset/${token}`,
      stack: `at render (https://club.test/password/reset/${token}:1:2)`,
      url: `https://club.test/password/reset/${token}`,
      version: '1.4.14',
      environment: 'production',
    });
    expect(JSON.stringify(fields)).not.toContain(token);
    expect(fields.url).toBe('https://club.test/password/reset/[redacted]');
    expect(fields.version).toBe('1.4.14');
  });
});
