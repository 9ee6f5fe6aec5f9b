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
  const name = search.trim().replace(/\s+/g, ' ');
  const exists = options.some((o) => o.label.trim().toLowerCase() === name.toLowerCase());
  return { options, create: allowCreate && name && !exists ? name : null };
}
