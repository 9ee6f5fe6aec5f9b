import type { CollectionName } from '@crewcall/contract';
import { newRefName } from '@/features/setup/form-values';
import type { FieldConfig } from '@/features/setup/setup-screen';
import { fieldErrors } from '@/lib/api/api-errors';
import { itemErrorBody } from '@/lib/api/collections/collection-page';
import type { FormValues } from '@/lib/form/use-form';

/** What creating the new rows of reference fields needs from the API. */
export interface RefWriter {
  /** The id of the row called exactly `name` (any case), if there is one. */
  find: (model: CollectionName, name: string) => Promise<number | null>;
  create: (model: CollectionName, name: string) => Promise<number>;
  remove: (model: CollectionName, id: number) => Promise<void>;
}

export type CreatedRef = { model: CollectionName; id: number };

/**
 * Turns `new:{name}` values into ids just before the form is saved: an existing row of that
 * name is reused, else one is created. Creation refused by the API (e.g. a duplicate) is
 * thrown as a 400 on the field, so the form shows it there. Answers the values to save and
 * the rows made, which `undoCreated` removes if the save then fails.
 */
export async function createNewRefs(
  fields: readonly FieldConfig[],
  values: FormValues,
  api: RefWriter,
): Promise<{ values: FormValues; created: CreatedRef[] }> {
  const next = { ...values };
  const created: CreatedRef[] = [];
  for (const field of fields) {
    if (field.kind !== 'ref') continue;
    const name = newRefName(values[field.name] ?? '');
    if (name === null) continue;
    try {
      let id = await api.find(field.model, name);
      if (id === null) {
        id = await api.create(field.model, name);
        created.push({ model: field.model, id });
      }
      next[field.name] = String(id);
    } catch (failure) {
      await undoCreated(created, api);
      const messages = fieldErrors((itemErrorBody(failure) as { body?: unknown }).body);
      const message =
        messages.name ?? messages.non_field_errors ?? `“${name}” could not be created.`;
      throw { status: 400, body: { [field.name]: [message] } };
    }
  }
  return { values: next, created };
}

/** Removes rows made for a save that then failed; a failure here leaves them (harmless). */
export async function undoCreated(created: readonly CreatedRef[], api: RefWriter): Promise<void> {
  for (const { model, id } of created) {
    await api.remove(model, id).catch(() => {});
  }
}
