import type { ImportRowInput, ImportRowResult } from '@crewcall/contract';
import Papa from 'papaparse';

/** Where a column of the file goes: one of our fields, a profile field (`profile:{id}`), or nowhere. */
export type ImportTarget =
  | 'ignore'
  | 'name'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'role'
  | `profile:${number}`;

export type ProfileFieldOption = { id: number; display_name: string };

/** A parsed file: the header row and the data rows (every cell a string). */
export interface ParsedCsv {
  headers: string[];
  rows: string[][];
}

export const FIXED_TARGETS: { value: ImportTarget; label: string }[] = [
  { value: 'ignore', label: 'Do not import' },
  { value: 'name', label: 'Name' },
  { value: 'first_name', label: 'First name' },
  { value: 'last_name', label: 'Last name' },
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone' },
  { value: 'role', label: 'Role' },
];

/** Reads CSV text. The first non-empty row names the columns; blank rows are dropped. */
export function parseCsv(text: string): ParsedCsv {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    header: false,
    skipEmptyLines: 'greedy',
  });
  const [head = [], ...rows] = parsed.data;
  const headers = head.map((h, i) => h.trim() || `Column ${i + 1}`);
  return { headers, rows: rows.map((r) => headers.map((_, i) => r[i] ?? '')) };
}

const simplify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

const SYNONYMS: Record<string, ImportTarget> = {
  name: 'name',
  fullname: 'name',
  membername: 'name',
  volunteername: 'name',
  displayname: 'name',
  firstname: 'first_name',
  givenname: 'first_name',
  forename: 'first_name',
  lastname: 'last_name',
  surname: 'last_name',
  familyname: 'last_name',
  email: 'email',
  emailaddress: 'email',
  mail: 'email',
  phone: 'phone',
  phonenumber: 'phone',
  mobile: 'phone',
  mobilephone: 'phone',
  mobilenumber: 'phone',
  telephone: 'phone',
  tel: 'phone',
  cell: 'phone',
  role: 'role',
  memberrole: 'role',
};

/**
 * A first guess for each column from its header: our field names and their usual
 * synonyms, then the club's profile fields by name. Each target is used once at most.
 */
export function guessMapping(headers: string[], fields: ProfileFieldOption[]): ImportTarget[] {
  const used = new Set<ImportTarget>();
  return headers.map((header) => {
    const key = simplify(header);
    const field = fields.find((f) => simplify(f.display_name) === key);
    const target: ImportTarget =
      SYNONYMS[key] ?? (field ? (`profile:${field.id}` as const) : 'ignore');
    if (target === 'ignore' || used.has(target)) return 'ignore';
    used.add(target);
    return target;
  });
}

/** What must be mapped before the file can be checked; null when it is ready. */
export function mappingProblem(mapping: ImportTarget[]): string | null {
  if (!mapping.includes('email')) return 'Choose the column that holds the email address.';
  if (!mapping.some((t) => t === 'name' || t === 'first_name' || t === 'last_name')) {
    return 'Choose the column that holds the name (or the first and last name).';
  }
  return null;
}

/** The rows as the import call takes them: mapped, text as it is (the server cleans it). */
export function buildImportRows(csv: ParsedCsv, mapping: ImportTarget[]): ImportRowInput[] {
  return csv.rows.map((cells) => {
    const pick = (target: ImportTarget) => {
      const index = mapping.indexOf(target);
      return index < 0 ? '' : (cells[index] ?? '').trim();
    };
    const profile: Record<string, string> = {};
    mapping.forEach((target, index) => {
      if (target.startsWith('profile:')) profile[target.slice(8)] = cells[index] ?? '';
    });
    const name = pick('name') || [pick('first_name'), pick('last_name')].filter(Boolean).join(' ');
    return { name, email: pick('email'), phone: pick('phone'), role: pick('role'), profile };
  });
}

/** The line of the file a result is about (line 1 is the header). */
export const fileLine = (row: number) => row + 2;

const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  role: 'Role',
};

/** A row's problem in words, for the preview ('' for a row that will be imported). */
export function describeRow(result: ImportRowResult, fields: ProfileFieldOption[]): string {
  if (result.status === 'duplicate' && result.duplicate_of !== undefined) {
    return `Same email as line ${fileLine(result.duplicate_of)}: skipped.`;
  }
  if (result.status === 'existing') return 'Already a member: skipped.';
  return Object.entries(result.errors)
    .map(([field, messages]) => {
      const profileId = field.startsWith('profile.') ? Number(field.slice(8)) : null;
      const label =
        profileId !== null
          ? (fields.find((f) => f.id === profileId)?.display_name ?? 'Profile field')
          : (FIELD_LABELS[field] ?? field);
      return `${label}: ${messages.join(' ')}`;
    })
    .join(' ');
}
