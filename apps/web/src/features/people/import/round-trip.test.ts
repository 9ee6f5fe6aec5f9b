import { checkImportRow, ImportRowSchema, type Person } from '@crewcall/contract';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvTable } from '@/components/data-table/cell-values';
import { buildImportRows, guessMapping, parseCsv } from '@/features/people/import/csv-mapping';
import { PEOPLE_COLUMNS } from '@/features/people/people-table';

const person = (id: number, phone: string, name = `Crew ${id}`): Person => ({
  id,
  name,
  email: `crew${id}@example.test`,
  phone,
  avatar: null,
  role: 'user',
  is_active: true,
  sms_verified: false,
  email_notifications: true,
  email_reminders: true,
  email_newsletters: true,
  sms_notifications: false,
  invited_at: null,
  has_login: false,
});

/** The People export as the browser downloads it (downloadCsv: a BOM, then papaparse). */
function exportPeople(rows: Person[]): string {
  return `\ufeff${Papa.unparse(csvTable(PEOPLE_COLUMNS, { rows, count: rows.length }))}`;
}

describe('People export, then import of that very file', () => {
  it('gives back the same phone numbers, names and emails (+ then the code, no spaces)', () => {
    const people = [
      person(1, '+447700900123'),
      person(2, '+61412345678'),
      person(3, ''),
      person(4, '+447700900999', '-Dash'),
    ];
    const file = exportPeople(people);
    // The export marks + cells as text ('+44…) so no spreadsheet reads them as formulas.
    expect(file).toContain("'+447700900123");

    const csv = parseCsv(file);
    const mapping = guessMapping(csv.headers, []);
    expect(mapping.slice(0, 4)).toEqual(['name', 'email', 'phone', 'role']);
    // What the server does with each row: the body's schema, then the same row check.
    for (const country of ['+44', '+61'] as const) {
      const checked = buildImportRows(csv, mapping).map((row) =>
        checkImportRow(ImportRowSchema.parse(row), country),
      );
      expect(checked.map((c) => c.errors)).toEqual([{}, {}, {}, {}]);
      expect(checked.map((c) => [c.value.name, c.value.email, c.value.phone])).toEqual(
        people.map((p) => [p.name, p.email, p.phone]),
      );
    }
  });
});
