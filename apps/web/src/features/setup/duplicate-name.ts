import { normaliseName } from '@/components/model-selector/selector-options';

/**
 * Whether another row (not `ownId`) of `rows` already has this name, ignoring case and
 * spacing. A warning before saving; the API refuses duplicates and remains the judge.
 */
export function isDuplicateName(
  rows: readonly Record<string, unknown>[],
  nameField: string,
  name: string,
  ownId: number | null,
): boolean {
  const wanted = normaliseName(name).toLowerCase();
  if (!wanted) return false;
  return rows.some((row) => {
    const other = row[nameField];
    return (
      row.id !== ownId && typeof other === 'string' && normaliseName(other).toLowerCase() === wanted
    );
  });
}
