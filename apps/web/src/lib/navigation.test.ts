import { describe, expect, it } from 'vitest';
import { safeNextPath } from '@/lib/navigation';

describe('safeNextPath', () => {
  it('follows same-site paths', () => {
    expect(safeNextPath('/dashboard')).toBe('/dashboard');
    expect(safeNextPath('/events/12?tab=shifts')).toBe('/events/12?tab=shifts');
  });

  it('refuses other sites and the hello screen itself', () => {
    expect(safeNextPath('https://evil.example')).toBeNull();
    expect(safeNextPath('//evil.example')).toBeNull();
    expect(safeNextPath('/\\evil.example')).toBeNull();
    expect(safeNextPath('/hello?next=/x')).toBeNull();
    expect(safeNextPath(null)).toBeNull();
  });
});
