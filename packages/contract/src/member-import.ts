import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { EmailSchema, PhoneSchema } from './auth';
import { commonErrorResponses } from './common';

const c = initContract();

/** At most this many rows per import call; more answers 400 (split the file). */
export const MAX_IMPORT_ROWS = 5000;

/** Phone numbers without their own `+` code get one of these (the spec's two codes). */
export const ImportCountryCodeSchema = z.enum(['+44', '+61']);
export type ImportCountryCode = z.infer<typeof ImportCountryCodeSchema>;

/** A cell as it came from the file. Long cells are a row error, not a refused request. */
const Cell = z.string().max(5000, 'Too long.').optional().default('');

/**
 * One row of the membership file, already mapped to our fields by the admin. Everything
 * is text as the spreadsheet had it: the server cleans and checks each row on its own, so
 * one bad row never refuses the others. `profile` holds values by profile field id.
 */
export const ImportRowSchema = z.object({
  name: Cell,
  email: Cell,
  phone: Cell,
  role: Cell,
  profile: z
    .record(z.string().regex(/^\d{1,9}$/, 'Profile fields are named by their id.'), Cell)
    .optional()
    .default({}),
});
export type ImportRowInput = z.input<typeof ImportRowSchema>;
export type ImportRow = z.infer<typeof ImportRowSchema>;

export const ImportBodySchema = z.object({
  /** true: only check and report; false: import every valid row in one transaction. */
  dry_run: z.boolean({ required_error: 'Required.' }),
  country_code: ImportCountryCodeSchema.optional().default('+44'),
  rows: z
    .array(ImportRowSchema, { required_error: 'Required.' })
    .min(1, 'The file has no rows.')
    .max(MAX_IMPORT_ROWS, `Import at most ${MAX_IMPORT_ROWS} rows at a time.`),
});
export type ImportBody = z.input<typeof ImportBodySchema>;

/**
 * What happens to a row: `ok` (imported, or would be), `invalid` (see `errors`),
 * `duplicate` (the same email appears on an earlier row of the file: `duplicate_of`),
 * `existing` (already a member of this club: skipped, never overwritten).
 */
export const ImportRowStatusSchema = z.enum(['ok', 'invalid', 'duplicate', 'existing']);
export type ImportRowStatus = z.infer<typeof ImportRowStatusSchema>;

export const ImportRowResultSchema = z.object({
  /** Index of the row in `rows` (0-based). */
  row: z.number().int(),
  email: z.string(),
  status: ImportRowStatusSchema,
  /** Field errors of an invalid row, `{field: [message]}` (profile fields: `profile.{id}`). */
  errors: z.record(z.string(), z.array(z.string())),
  duplicate_of: z.number().int().optional(),
  /** The new person's id (real run, status ok). */
  id: z.number().int().optional(),
});
export type ImportRowResult = z.infer<typeof ImportRowResultSchema>;

export const ImportCountsSchema = z.object({
  total: z.number().int(),
  ok: z.number().int(),
  invalid: z.number().int(),
  duplicate: z.number().int(),
  existing: z.number().int(),
});
export type ImportCounts = z.infer<typeof ImportCountsSchema>;

export const ImportResultSchema = z.object({
  dry_run: z.boolean(),
  counts: ImportCountsSchema,
  rows: z.array(ImportRowResultSchema),
  /** Ids of the people created, in row order (empty on a dry run). */
  created: z.array(z.number().int()),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

// ---------------------------------------------------------------------------------------
// Row rules, shared by the server (which decides) and the screen (which explains).
// ---------------------------------------------------------------------------------------

export const IMPORT_MESSAGES = {
  adminRole:
    'Admins are not imported. Import them as Volunteer, then make them admin on the People page.',
  unknownRole: 'Unknown role: use Volunteer or leave it empty.',
  nameTooLong: 'Use at most 200 characters.',
  valueTooLong: 'Use at most 2000 characters.',
} as const;

/**
 * A cell as it was before a CSV export marked it as text: our export (the data table's,
 * People included) and spreadsheets write a cell starting with = + - @ as `'=…`, so that
 * no spreadsheet runs it as a formula. An import of that file reads it back without the `'`.
 */
export function unmarkCsvText(cell: string): string {
  return cell.replace(/^(\s*)'(?=[=+\-@])/, '$1');
}

/**
 * A phone number from a spreadsheet in the spec's form: a leading `'` (how our CSV export
 * writes `+44…`, and how spreadsheets keep `07…` as text) dropped, spaces, dashes, dots
 * and brackets removed, `00` read as `+`, and a number without its own code given
 * `countryCode` with the local number's leading zeros stripped. Empty stays empty. So a
 * People export imports back with the very same numbers.
 */
export function normaliseImportPhone(raw: string, countryCode: ImportCountryCode): string {
  const compact = raw
    .trim()
    .replace(/^'/, '')
    .replace(/[\s\-.()]/g, '');
  if (!compact) return '';
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  return `${countryCode}${compact.replace(/^0+/, '')}`;
}

/**
 * The role column: empty, Volunteer, user or member import as a volunteer (`user`).
 * Admin rights are never granted by a file: a spreadsheet is easy to get wrong, and an
 * invitation would hand the club's keys to whoever is on the row.
 */
export function importRole(raw: string): { role: 'user' } | { error: string } {
  const value = raw.trim().toLowerCase();
  if (['', 'volunteer', 'user', 'member', 'volunteers', 'members'].includes(value)) {
    return { role: 'user' };
  }
  if (['admin', 'administrator', 'admins'].includes(value)) {
    return { error: IMPORT_MESSAGES.adminRole };
  }
  return { error: IMPORT_MESSAGES.unknownRole };
}

export type CleanImportRow = {
  name: string;
  email: string;
  phone: string;
  role: 'user';
  profile: Record<string, string>;
};

/** One row cleaned and checked on its own: the values to store, or field errors. */
export function checkImportRow(
  row: ImportRow,
  countryCode: ImportCountryCode,
): { value: CleanImportRow; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };

  const name = unmarkCsvText(row.name).trim().replace(/\s+/g, ' ');
  if (!name) fail('name', 'Required.');
  else if (name.length > 200) fail('name', IMPORT_MESSAGES.nameTooLong);

  const email = EmailSchema.safeParse(unmarkCsvText(row.email));
  if (!email.success) fail('email', email.error.issues[0]?.message ?? 'Invalid email.');

  const phone = normaliseImportPhone(row.phone, countryCode);
  if (phone) {
    const checked = PhoneSchema.safeParse(phone);
    if (!checked.success) fail('phone', checked.error.issues[0]?.message ?? 'Invalid phone.');
  }

  const role = importRole(unmarkCsvText(row.role));
  if ('error' in role) fail('role', role.error);

  const profile: Record<string, string> = {};
  for (const [fieldId, raw] of Object.entries(row.profile)) {
    const value = unmarkCsvText(raw).trim();
    if (value.length > 2000) fail(`profile.${fieldId}`, IMPORT_MESSAGES.valueTooLong);
    else if (value) profile[fieldId] = value;
  }

  return {
    value: {
      name,
      email: email.success ? email.data : unmarkCsvText(row.email).trim().toLowerCase(),
      phone,
      role: 'user',
      profile,
    },
    errors,
  };
}

export const memberImportContract = c.router(
  {
    importPeople: {
      method: 'POST',
      path: '/people/import',
      body: ImportBodySchema,
      responses: { 200: ImportResultSchema, ...commonErrorResponses },
      summary:
        'Import members from a mapped membership file (admin): `dry_run` reports each row; otherwise every valid row is added in one transaction as an active volunteer',
    },
  },
  { strictStatusCodes: true },
);
