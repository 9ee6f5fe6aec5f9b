import { describe, expect, it } from 'vitest';
import { isDuplicateName } from '@/features/setup/duplicate-name';

const rows = [
  { id: 1, name: 'Race Officer' },
  { id: 2, name: 'Beach  Master' },
];

describe('duplicate name warning', () => {
  it('finds another row with the name, ignoring case and spacing', () => {
    expect(isDuplicateName(rows, 'name', ' race officer ', null)).toBe(true);
    expect(isDuplicateName(rows, 'name', 'Beach Master', 5)).toBe(true);
  });

  it('does not warn about the row itself, a different name, or nothing', () => {
    expect(isDuplicateName(rows, 'name', 'Race Officer', 1)).toBe(false);
    expect(isDuplicateName(rows, 'name', 'Race Officer (PRO)', null)).toBe(false);
    expect(isDuplicateName(rows, 'name', '  ', null)).toBe(false);
  });

  it('reads the screen’s own name field', () => {
    const fields = [{ id: 9, display_name: 'Membership number' }];
    expect(isDuplicateName(fields, 'display_name', 'membership number', null)).toBe(true);
  });
});
