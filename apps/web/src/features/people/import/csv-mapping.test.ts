import { describe, expect, it } from 'vitest';
import {
  buildImportRows,
  describeRow,
  guessMapping,
  mappingProblem,
  parseCsv,
} from '@/features/people/import/csv-mapping';

const fields = [{ id: 7, display_name: 'Membership No' }];

describe('parseCsv', () => {
  it('reads quoted cells, a byte-order mark and blank lines; pads short rows', () => {
    const csv = parseCsv(
      '\uFEFFName,Email,Notes\r\n"Smith, Jo",jo@example.org,"said ""hi"""\r\n\r\nAl,al@x.org\r\n',
    );
    expect(csv.headers).toEqual(['Name', 'Email', 'Notes']);
    expect(csv.rows).toEqual([
      ['Smith, Jo', 'jo@example.org', 'said "hi"'],
      ['Al', 'al@x.org', ''],
    ]);
  });

  it('names blank headers by position', () => {
    expect(parseCsv('Name,,Email\na,b,c').headers).toEqual(['Name', 'Column 2', 'Email']);
  });
});

describe('guessMapping', () => {
  it('knows the usual header names and the club profile fields, each used once', () => {
    expect(
      guessMapping(
        ['First Name', 'Surname', 'E-mail', 'Mobile', 'Role', 'Membership no.', 'Email', 'Shoe'],
        fields,
      ),
    ).toEqual([
      'first_name',
      'last_name',
      'email',
      'phone',
      'role',
      'profile:7',
      'ignore',
      'ignore',
    ]);
  });
});

describe('mappingProblem', () => {
  it('needs an email and a name', () => {
    expect(mappingProblem(['name'])).toMatch(/email/);
    expect(mappingProblem(['email'])).toMatch(/name/);
    expect(mappingProblem(['first_name', 'email'])).toBeNull();
  });
});

describe('buildImportRows', () => {
  it('joins first and last names, leaves unmapped fields empty, keeps profile values by id', () => {
    const csv = parseCsv('Given,Family,Mail,Member no,Other\nJo, Smith ,JO@X.ORG,M-1,zzz');
    const rows = buildImportRows(csv, ['first_name', 'last_name', 'email', 'profile:7', 'ignore']);
    expect(rows).toEqual([
      { name: 'Jo Smith', email: 'JO@X.ORG', phone: '', role: '', profile: { '7': 'M-1' } },
    ]);
  });
});

describe('describeRow', () => {
  it('puts a row result in words with file line numbers', () => {
    const base = { row: 4, email: 'a@b.c', errors: {} };
    expect(describeRow({ ...base, status: 'duplicate', duplicate_of: 0 }, fields)).toBe(
      'Same email as line 2: skipped.',
    );
    expect(describeRow({ ...base, status: 'existing' }, fields)).toBe('Already a member: skipped.');
    expect(
      describeRow(
        {
          ...base,
          status: 'invalid',
          errors: { email: ['Invalid email.'], 'profile.7': ['Too long.'] },
        },
        fields,
      ),
    ).toBe('Email: Invalid email. Membership No: Too long.');
  });
});
