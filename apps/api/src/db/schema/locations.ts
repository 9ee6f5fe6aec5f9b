import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { organisationId } from './organisations';

/** A place where events, shifts, kiosks and equipment are (a clubhouse, a start line). */
export const locations = pgTable(
  'locations',
  {
    id: id(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    details: text('details').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('locations_org_idx').on(t.organisationId)],
);
