import type { QuotasInput } from '@crewcall/contract';
import Papa from 'papaparse';

/*
 * The quotas CSV: one row per person, columns `email` (or `person`, the id), `quota`
 * (empty: the round's default; 0: exempt) and optionally `preferred_role` (a role's name
 * or id). Parsed here, in the browser, into the call's body, with a message per bad row.
 */

export type QuotaRow = QuotasInput['quotas'][number];
export type QuotaCsv = { quotas: QuotaRow[]; problems: string[] };

const clean = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function parseQuotaCsv(
  text: string,
  people: { id: number; email: string }[],
  roles: { id: number; name: string }[],
): QuotaCsv {
  const parsed = Papa.parse<Record<string, string>>(text.trim(), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim().toLowerCase().replace(/\s+/g, '_'),
  });
  const byEmail = new Map(people.map((p) => [p.email.toLowerCase(), p.id]));
  const ids = new Set(people.map((p) => p.id));
  const roleByName = new Map(roles.map((r) => [r.name.toLowerCase(), r.id]));
  const roleIds = new Set(roles.map((r) => r.id));
  const quotas: QuotaRow[] = [];
  const problems: string[] = [];
  parsed.data.forEach((row, index) => {
    const line = index + 2; // the header is line 1
    const email = clean(row.email).toLowerCase();
    const personText = clean(row.person);
    const person = email
      ? byEmail.get(email)
      : ids.has(Number(personText))
        ? Number(personText)
        : undefined;
    if (person === undefined) {
      problems.push(`Line ${line}: no member ${email || personText || '(empty)'}.`);
      return;
    }
    const quotaText = clean(row.quota);
    const quota = quotaText === '' ? null : Number(quotaText);
    if (quota !== null && (!Number.isInteger(quota) || quota < 0 || quota > 366)) {
      problems.push(`Line ${line}: quota must be a whole number from 0 to 366.`);
      return;
    }
    const roleText = clean(row.preferred_role);
    let preferred_role: number | null = null;
    if (roleText) {
      const role =
        roleByName.get(roleText.toLowerCase()) ??
        (roleIds.has(Number(roleText)) ? Number(roleText) : undefined);
      if (role === undefined) {
        problems.push(`Line ${line}: no role ${roleText}.`);
        return;
      }
      preferred_role = role;
    }
    quotas.push({ person, quota, preferred_role });
  });
  return { quotas, problems };
}
