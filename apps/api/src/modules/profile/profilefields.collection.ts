import { collectionInputSchemas } from '@crewcall/contract';
import { eq } from 'drizzle-orm';
import { profileFields } from '@/db/schema';
import {
  booleanField,
  type CollectionDefinition,
  idField,
  numberField,
  textField,
} from '@/modules/collections-engine';

const userVisible = () => eq(profileFields.userVisible, true);

/**
 * Club-defined person fields. Users only learn of the ones marked user_visible (spec:
 * "a field is shown only if user_visible"). Deleting a field deletes everyone's values
 * with it (the schema cascades), so there is no in-use rule: the screen confirms first.
 */
export const profileFieldsCollection: CollectionDefinition = {
  name: 'profilefields',
  label: 'profile field',
  table: profileFields,
  fields: {
    id: idField(profileFields.id),
    display_name: textField(profileFields.displayName),
    user_visible: booleanField(profileFields.userVisible),
    user_editable: booleanField(profileFields.userEditable),
    order: numberField(profileFields.order),
    field_type: textField(profileFields.fieldType),
  },
  defaultSort: ['order', 'display_name'],
  search: ['display_name'],
  read: 'user',
  userRows: userVisible,
  visibleOnly: userVisible,
  write: { create: collectionInputSchemas.profilefields, uniqueName: 'display_name', delete: true },
};
