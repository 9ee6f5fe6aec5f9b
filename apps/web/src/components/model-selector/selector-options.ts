/** One choice of a model selector. */
export interface SelectorOption {
  value: string;
  label: string;
}

export const CREATE_VALUE = '$create';
export const SELECTOR_LIMIT = 50; // spec section 9: selector search limit 50

/** The label of a row: its `labelField` (name by default), else `#id`. */
export function rowLabel(row: Record<string, unknown>, labelField = 'name'): string {
  const label = row[labelField];
  return typeof label === 'string' && label.trim() ? label : `#${String(row.id)}`;
}

/**
 * The options for a search: the rows found, and the name to offer "Create new" with when
 * creating is allowed and no row is called exactly that (ignoring case and spaces).
 */
export function selectorOptions(
  rows: readonly Record<string, unknown>[],
  {
    search,
    labelField = 'name',
    allowCreate = false,
  }: {
    search: string;
    labelField?: string;
    allowCreate?: boolean;
  },
): { options: SelectorOption[]; create: string | null } {
  const options = rows.map((row) => ({ value: String(row.id), label: rowLabel(row, labelField) }));
  const name = normaliseName(search);
  const exists = options.some((o) => o.label.trim().toLowerCase() === name.toLowerCase());
  return { options, create: allowCreate && name && !exists ? name : null };
}

/** A typed name, tidied: trimmed, inner spaces collapsed. */
export function normaliseName(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/**
 * What typed text means when the person leaves the field: nothing typed clears the choice;
 * a row's exact name (ignoring case) picks that row; any other name becomes a new one when
 * creating is allowed, else the typing is undone.
 */
export function resolveTyped(
  options: readonly SelectorOption[],
  text: string,
  allowCreate: boolean,
):
  | { kind: 'clear' }
  | { kind: 'pick'; option: SelectorOption }
  | { kind: 'new'; name: string }
  | { kind: 'undo' } {
  const name = normaliseName(text);
  if (!name) return { kind: 'clear' };
  const option = options.find((o) => o.label.trim().toLowerCase() === name.toLowerCase());
  if (option) return { kind: 'pick', option };
  return allowCreate ? { kind: 'new', name } : { kind: 'undo' };
}
