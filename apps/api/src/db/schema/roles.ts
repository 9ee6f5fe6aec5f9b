import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { organisationId } from './organisations';

// `order` is an SQL keyword: drizzle quotes it, raw SQL must write "order".

/** Groups roles in pickers (e.g. "On the water", "Ashore"). */
export const roleGroups = pgTable(
  'role_groups',
  {
    id: id(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    order: integer('order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('role_groups_org_order_idx').on(t.organisationId, t.order)],
);

/** What a volunteer does on a shift (helm, race officer, …). */
export const roles = pgTable(
  'roles',
  {
    id: id(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    order: integer('order').notNull().default(0),
    // Roles outlive their group: deleting a group only ungroups them.
    roleGroupId: integer('role_group_id').references(() => roleGroups.id, {
      onDelete: 'set null',
    }),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('roles_org_order_idx').on(t.organisationId, t.order),
    index('roles_org_role_group_idx').on(t.organisationId, t.roleGroupId),
  ],
);

/** Which crew or boat a shift belongs to within an event (safety boat 1, committee boat, …). */
export const assignments = pgTable(
  'assignments',
  {
    id: id(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    order: integer('order').notNull().default(0),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('assignments_org_order_idx').on(t.organisationId, t.order)],
);
