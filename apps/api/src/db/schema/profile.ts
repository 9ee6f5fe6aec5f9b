import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { people } from './identity';
import { organisationId } from './organisations';

/** Club-defined extra person fields. Hidden and admin-only until the admin says otherwise. */
export const profileFields = pgTable(
  'profile_fields',
  {
    id: id(),
    organisationId: organisationId(),
    displayName: text('display_name').notNull(),
    userVisible: boolean('user_visible').notNull().default(false),
    userEditable: boolean('user_editable').notNull().default(false),
    order: integer('order').notNull().default(0),
    fieldType: text('field_type').notNull().default('text'),
    createdAt: createdAt(),
  },
  (t) => [index('profile_fields_org_order_idx').on(t.organisationId, t.order)],
);

/** One person's value for one profile field; an empty value is deleted, not stored. */
export const profileEntries = pgTable(
  'profile_entries',
  {
    id: id(),
    organisationId: organisationId(),
    // Named entry_type after the API field; it is the profile field's id.
    entryType: integer('entry_type')
      .notNull()
      .references(() => profileFields.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('profile_entries_org_person_entry_type_key').on(
      t.organisationId,
      t.personId,
      t.entryType,
    ),
    index('profile_entries_org_entry_type_idx').on(t.organisationId, t.entryType),
  ],
);
