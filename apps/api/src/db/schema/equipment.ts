import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { locations } from './locations';
import { organisationId } from './organisations';

/** Club kit (boats, radios, …); retired kit is kept inactive rather than deleted. */
export const equipment = pgTable(
  'equipment',
  {
    id: id(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('equipment_org_location_idx').on(t.organisationId, t.locationId)],
);
