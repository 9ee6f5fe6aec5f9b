import {
  DATE_FORMAT_MESSAGE,
  isIsoDate,
  NO_SUCH_PROFILE_ENTRY,
  NO_SUCH_PROFILE_FIELD,
  ONE_PERSON_PER_CALL,
  OWN_PROFILE_ONLY,
  PROFILE_FIELD_NOT_EDITABLE,
  type ProfileEntries,
  type ProfileEntryWrite,
} from '@crewcall/contract';
import {
  type FieldErrors,
  forbidden,
  formError,
  notFound,
  validationError,
} from '@/lib/http-errors';
import type { Executor } from '@/lib/postgres';
import {
  clubProfileFields,
  deleteEntry,
  insertEntry,
  lockEntry,
  lockPersonEntries,
  type ProfileEntryRow,
  type ProfileFieldRow,
  personEntries,
  personInClub,
  updateEntryValue,
} from './profile-entries.queries';

/*
 * A person's profile fields and entries (spec: "A field is shown only if user_visible and
 * editable only if user_editable"). A member reads only their own entries, of the fields
 * marked user_visible (the others do not exist for them: not named, not counted), and
 * writes only those also marked user_editable. An admin reads and writes anyone's of the
 * club. Every id is looked up with the club: another club's person or entry is not found.
 */

/** Who asks: their person and role (the server's role, not the view an admin switched to). */
export type Caller = { id: number; role: 'new' | 'user' | 'admin' };

const isAdmin = (caller: Caller) => caller.role === 'admin';

/** 403 for a member naming anyone else; 404 for an admin naming no one of this club. */
async function assertMayUse(db: Executor, orgId: number, caller: Caller, personId: number) {
  if (personId === caller.id) return;
  if (!isAdmin(caller)) throw forbidden(OWN_PROFILE_ONLY);
  if (!(await personInClub(db, { orgId, personId }))) throw notFound('Person not found.');
}

const fieldDto = (f: ProfileFieldRow) => ({
  id: f.id,
  display_name: f.displayName,
  user_visible: f.userVisible,
  user_editable: f.userEditable,
  order: f.order,
  field_type: f.fieldType,
});

const entryDto = (e: ProfileEntryRow) => ({
  id: e.id,
  entry_type: e.entryType,
  person: e.personId,
  value: e.value,
});

/** The person's profile as `caller` may see it (the answer of every profile-entries call). */
async function profileOf(
  db: Executor,
  opts: { orgId: number; caller: Caller; personId: number },
): Promise<ProfileEntries> {
  const fields = await clubProfileFields(db, {
    orgId: opts.orgId,
    visibleOnly: !isAdmin(opts.caller),
  });
  const entries = await personEntries(db, {
    orgId: opts.orgId,
    personId: opts.personId,
    fieldIds: isAdmin(opts.caller) ? undefined : fields.map((f) => f.id),
  });
  return {
    person: opts.personId,
    results: {
      profileentries: Object.fromEntries(entries.map((e) => [String(e.id), entryDto(e)])),
      profilefields: Object.fromEntries(fields.map((f) => [String(f.id), fieldDto(f)])),
    },
    fields: fields.map((f) => f.id),
    count: entries.length,
  };
}

/** `GET /api/profileentries?person=`: the person's profile (default: the caller's). */
export async function readProfileEntries(
  db: Executor,
  opts: { orgId: number; caller: Caller; personId?: number },
): Promise<ProfileEntries> {
  const personId = opts.personId ?? opts.caller.id;
  await assertMayUse(db, opts.orgId, opts.caller, personId);
  return profileOf(db, { orgId: opts.orgId, caller: opts.caller, personId });
}

/** Why `value` does not fit a field of `type`, or null. Empty values always fit (they delete). */
export function valueProblem(type: string, value: string): string | null {
  if (value === '') return null;
  switch (type) {
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(value) ? null : 'Enter a number.';
    case 'date':
      return isIsoDate(value) ? null : DATE_FORMAT_MESSAGE;
    case 'boolean':
      return value === 'true' || value === 'false' ? null : 'Choose yes or no.';
    default:
      return null;
  }
}

type Item = ProfileEntryWrite & { value: string };

/**
 * Checks every item before anything is written (all or nothing), field errors keyed by
 * item as the collections' are (`"0.value"`). Answers each item with the field's current
 * entry, if the person has one.
 */
function checkItems(
  caller: Caller,
  items: Item[],
  fields: Map<number, ProfileFieldRow>,
  entries: ProfileEntryRow[],
  mode: 'save' | 'create',
): (ProfileEntryRow | undefined)[] {
  const errors: FieldErrors = {};
  const byId = new Map(entries.map((e) => [e.id, e]));
  const byField = new Map(entries.map((e) => [e.entryType, e]));
  const seen = new Set<number>();
  const current = items.map((item, index) => {
    const fail = (key: string, message: string) => {
      errors[`${index}.${key}`] = [message];
      return undefined;
    };
    const field = fields.get(item.entry_type);
    if (!field || (!isAdmin(caller) && !field.userVisible)) {
      return fail('entry_type', NO_SUCH_PROFILE_FIELD);
    }
    if (seen.has(field.id)) return fail('entry_type', 'This field appears more than once.');
    seen.add(field.id);
    if (!isAdmin(caller) && !field.userEditable) return fail('value', PROFILE_FIELD_NOT_EDITABLE);
    if (item.id !== undefined) {
      if (mode === 'create') return fail('id', 'Leave out id to create an entry.');
      const entry = byId.get(item.id);
      if (!entry || entry.entryType !== field.id) return fail('id', NO_SUCH_PROFILE_ENTRY);
    }
    const problem = valueProblem(field.fieldType, item.value);
    if (problem) return fail('value', problem);
    return byField.get(field.id);
  });
  if (Object.keys(errors).length) throw validationError(errors);
  return current;
}

/**
 * `PUT` (mode 'save') and `POST` (mode 'create') `/api/profileentries`: one person's
 * entries by the spec's rule (section 4): an empty value deletes the entry, a value
 * creates it or, when the person has one for that field, updates it (with or without its
 * id: two tabs saving the same new field end with the later value, not an error). Answers
 * the person's profile.
 */
export async function saveProfileEntries(
  db: Executor,
  opts: { orgId: number; caller: Caller; items: Item[]; mode: 'save' | 'create' },
): Promise<ProfileEntries> {
  const { orgId, caller, items } = opts;
  const personIds = [...new Set(items.map((i) => i.person))];
  if (personIds.length !== 1) throw formError(ONE_PERSON_PER_CALL);
  const personId = personIds[0]!;
  await assertMayUse(db, orgId, caller, personId);

  const fields = new Map(
    (await clubProfileFields(db, { orgId, visibleOnly: false })).map((f) => [f.id, f]),
  );
  const entries = await lockPersonEntries(db, { orgId, personId });
  const current = checkItems(caller, items, fields, entries, opts.mode);

  for (const [index, item] of items.entries()) {
    const entry = current[index];
    if (item.value === '') {
      if (entry) await deleteEntry(db, { orgId, id: entry.id });
    } else if (entry) {
      if (entry.value !== item.value)
        await updateEntryValue(db, { orgId, id: entry.id, value: item.value });
    } else {
      await insertEntry(db, { orgId, personId, entryType: item.entry_type, value: item.value });
    }
  }
  return profileOf(db, { orgId, caller, personId });
}

/** `DELETE /api/profileentries/:id`: one entry, with the same rights as a save. */
export async function deleteProfileEntry(
  db: Executor,
  opts: { orgId: number; caller: Caller; id: number },
): Promise<ProfileEntries> {
  const entry = await lockEntry(db, opts);
  // A member learns nothing of other people's entries, nor of hidden fields: "not found".
  if (!entry || (!isAdmin(opts.caller) && entry.personId !== opts.caller.id)) {
    throw notFound('Entry not found.');
  }
  if (!isAdmin(opts.caller)) {
    const fields = await clubProfileFields(db, { orgId: opts.orgId, visibleOnly: true });
    const field = fields.find((f) => f.id === entry.entryType);
    if (!field) throw notFound('Entry not found.'); // a field hidden from members
    if (!field.userEditable) throw forbidden(PROFILE_FIELD_NOT_EDITABLE);
  }
  await deleteEntry(db, { orgId: opts.orgId, id: entry.id });
  return profileOf(db, { orgId: opts.orgId, caller: opts.caller, personId: entry.personId });
}
