import type { FieldConfig } from '@/features/setup/setup-screen';
import type { FormValues, Rules } from '@/lib/form/use-form';
import { fromClubInput, toClubInput } from '@/lib/time-zone';

const COLOR = /^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6})?$/;
const NEW_REF = 'new:';

/**
 * A reference field holds a row id, '' for none, or `new:{name}` for a row to create when
 * the form is saved (typed into the model selector; see pending-refs.ts).
 */
export const newRefValue = (name: string): string => `${NEW_REF}${name}`;

/** The name of a row to create, when the field holds one. */
export function newRefName(value: string): string | null {
  return value.startsWith(NEW_REF) ? value.slice(NEW_REF.length) : null;
}

/** A row (or nothing, for a new one) as the form's string values. */
export function toFormValues(
  fields: readonly FieldConfig[],
  row?: Record<string, unknown> | null,
): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const raw = row?.[field.name];
    switch (field.kind) {
      case 'boolean':
        values[field.name] = String(row ? Boolean(raw) : (field.defaultValue ?? false));
        break;
      case 'number':
      case 'ref':
        values[field.name] = raw === null || raw === undefined ? '' : String(raw);
        break;
      case 'select':
        values[field.name] = typeof raw === 'string' && raw ? raw : field.defaultValue;
        break;
      case 'datetime':
        // On the club's clock, to the minute; a new row may start now.
        values[field.name] = row
          ? toClubInput(typeof raw === 'string' ? raw : null)
          : field.defaultNow
            ? toClubInput(new Date().toISOString())
            : '';
        break;
      default:
        values[field.name] = typeof raw === 'string' ? raw : '';
    }
  }
  return values;
}

/** The form's values as the collection's input: trimmed text, numbers, booleans, nulls. */
export function toItem(
  fields: readonly FieldConfig[],
  values: FormValues,
): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name] ?? '';
    switch (field.kind) {
      case 'boolean':
        item[field.name] = value === 'true';
        break;
      case 'ref':
        if (newRefName(value) !== null) throw new Error(`${field.name}: create its new row first`);
        item[field.name] = value.trim() === '' ? null : Number(value);
        break;
      case 'number':
        item[field.name] = value.trim() === '' ? null : Number(value);
        break;
      case 'datetime':
        item[field.name] = value.trim() === '' ? null : fromClubInput(value.trim());
        break;
      default:
        item[field.name] = value.trim();
    }
  }
  return item;
}

/** Client-side checks matching the server's (which remain the judge). */
export function formRules(fields: readonly FieldConfig[]): Rules<FormValues> {
  const rules: Rules<FormValues> = {};
  for (const field of fields) {
    if (field.kind === 'text') {
      const max = field.maxLength ?? 200;
      rules[field.name] = (value) => {
        if (field.required && !value.trim()) return 'Required.';
        if (value.trim().length > max) return `Use at most ${max} characters.`;
        return null;
      };
    } else if (field.kind === 'number') {
      rules[field.name] = (value) => {
        if (value.trim() === '') return null;
        const n = Number(value);
        if (!Number.isInteger(n)) return 'Enter a whole number.';
        if (field.min !== undefined && n < field.min) return `Enter ${field.min} or more.`;
        if (field.max !== undefined && n > field.max) return `Enter ${field.max} or less.`;
        return null;
      };
    } else if (field.kind === 'markdown') {
      const max = field.maxLength ?? 50_000;
      rules[field.name] = (value) => {
        if (field.required && !value.trim()) return 'Required.';
        if (value.trim().length > max) return `Use at most ${max} characters.`;
        return null;
      };
    } else if (field.kind === 'datetime') {
      rules[field.name] = (value, values) => {
        if (!value.trim()) return field.required ? 'Required.' : null;
        const moment = fromClubInput(value.trim());
        if (!moment) return 'Enter a date and time.';
        const earlier = field.after ? fromClubInput(values[field.after]?.trim() ?? '') : null;
        if (earlier && Date.parse(moment) <= Date.parse(earlier)) {
          const label = fields.find((f) => f.name === field.after)?.label ?? field.after;
          return `Must be after ${label}.`;
        }
        return null;
      };
    } else if (field.kind === 'color') {
      rules[field.name] = (value) =>
        COLOR.test(value.trim()) ? null : 'Enter a colour such as #01579B.';
    }
  }
  return rules;
}
