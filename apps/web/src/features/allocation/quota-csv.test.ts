import { describe, expect, it } from 'vitest';
import { parseQuotaCsv } from '@/features/allocation/quota-csv';

const people = [
  { id: 1, email: 'ann@example.test' },
  { id: 2, email: 'bob@example.test' },
];
const roles = [{ id: 7, name: 'Safety Boat' }];

describe('parseQuotaCsv', () => {
  it('reads emails or ids, quotas (empty: the default) and role names', () => {
    const csv = 'Email,Quota,Preferred role\nANN@example.test,3,safety boat\n,,\n';
    expect(parseQuotaCsv(csv, people, roles).quotas).toEqual([
      { person: 1, quota: 3, preferred_role: 7 },
    ]);
    expect(parseQuotaCsv('person,quota\n2,\n', people, roles).quotas).toEqual([
      { person: 2, quota: null, preferred_role: null },
    ]);
  });

  it('names each bad line and leaves it out', () => {
    const csv =
      'email,quota,preferred_role\nnobody@x.test,2,\nbob@example.test,-1,\nann@example.test,1,Cook\n';
    const { quotas, problems } = parseQuotaCsv(csv, people, roles);
    expect(quotas).toEqual([]);
    expect(problems).toEqual([
      'Line 2: no member nobody@x.test.',
      'Line 3: quota must be a whole number from 0 to 366.',
      'Line 4: no role Cook.',
    ]);
  });
});
