import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { organisations } from './organisations';

/** A place where events, shifts, kiosks and equipment are (a clubhouse, a start line). */
export const locations = pgTable(
  'locations',
  {
    id: id(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    details: text('details').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('locations_org_idx').on(t.organisationId)],
);
