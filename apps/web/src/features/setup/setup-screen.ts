import type { CollectionName, collectionInputSchemas } from '@crewcall/contract';
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { Column, FilterDef } from '@/components/data-table/types';

/** A collection a setup screen edits: one the contract has an input schema for. */
export type SetupCollection = keyof typeof collectionInputSchemas;

/** The fields the contract lets a collection's form write, e.g. 'name' | 'address'. */
export type InputField<C extends SetupCollection> = keyof z.infer<
  (typeof collectionInputSchemas)[C]
> &
  string;

/** One field of a setup form; values travel as strings in the form and are typed on save. */
export type FieldConfig<Field extends string = string> = {
  name: Field;
  label: string;
  description?: string;
} & (
  | { kind: 'text'; required?: boolean; maxLength?: number }
  | { kind: 'textarea' }
  | { kind: 'color' }
  /** A whole number, empty for none (null). */
  | { kind: 'number'; min?: number; max?: number; placeholder?: string }
  | { kind: 'boolean'; defaultValue?: boolean }
  | { kind: 'select'; options: { value: string; label: string }[]; defaultValue: string }
  /** A row of another collection, chosen with the model selector (null for none). */
  | { kind: 'ref'; model: CollectionName; allowCreate?: boolean }
  /** Markdown, written beside a live preview of what members will see. */
  | { kind: 'markdown'; required?: boolean; maxLength?: number }
  /**
   * A moment, entered on the club's clock (null when empty). `defaultNow`: a new row starts
   * at the current minute; `after`: another datetime field this one must be later than.
   */
  | { kind: 'datetime'; required?: boolean; defaultNow?: boolean; after?: Field }
);

export type SetupRow = { id: number } & Record<string, unknown>;

/**
 * A club setup screen: its collection, list and form, declared once. Declare one with
 * defineSetupScreen, which checks its form fields against the contract's input schema.
 */
export interface SetupScreen<
  C extends SetupCollection = SetupCollection,
  Field extends string = string,
> {
  collection: C;
  /** The list's path without the optional pk, e.g. `/events/types`. */
  path: string;
  title: string;
  /** 'role', as in "Add role" and "Delete role". */
  singular: string;
  intro: string;
  /** The field that names a row (linked to its form in the list). */
  nameField: Field;
  /** Rows have an `order` the admin sets (up/down buttons). */
  ordered?: boolean;
  /** Related collections side-loaded with the list (e.g. `rolegroups`). */
  expand?: string;
  columns: readonly Column<SetupRow>[];
  filters: readonly FilterDef[];
  fields: readonly FieldConfig<Field>[];
  /**
   * What a row is called in titles, buttons and the delete question, when its name field
   * is not short text (a news item is called by its first line).
   */
  rowName?: (row: SetupRow) => string;
  /** The list shows times: the header says in which zone when it is not the browser's. */
  showsTimes?: boolean;
  /** A wide form drawer (e.g. markdown with its preview beside it). */
  wideForm?: boolean;
  /** Said before deleting, besides "This cannot be undone." */
  deleteWarning?: string;
  /** More buttons beside "Add …" (e.g. managing role groups on the roles screen). */
  ToolbarExtra?: ComponentType;
}

/** What a row is called: the screen's `rowName`, else its name field's text. */
export function rowNameOf(screen: SetupScreen, row: Record<string, unknown> | null | undefined) {
  if (!row) return '';
  if (screen.rowName) return screen.rowName(row as SetupRow);
  const value = row[screen.nameField];
  return typeof value === 'string' ? value : '';
}

/** A setup screen whose form fields (and name field) must be ones its collection accepts. */
export function defineSetupScreen<C extends SetupCollection>(
  screen: SetupScreen<C, InputField<C>>,
): SetupScreen {
  return screen;
}
