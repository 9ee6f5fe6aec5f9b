import { z } from 'zod';
import { id, name, order, ref, text } from './collection-fields';

/** Roles, their groups, and assignments (the jobs a shift needs): what each accepts. */
export const rolesInputSchemas = {
  roles: z.object({
    name,
    order: order.optional(),
    role_group: ref.nullable().optional(),
    description: text.optional(),
  }),
  rolegroups: z.object({ name, order: order.optional() }),
  assignments: z.object({ name, order: order.optional(), description: text.optional() }),
} as const;

/** ... and what each answers. */
export const rolesRowSchemas = {
  roles: z.object({
    id,
    name: z.string(),
    order: z.number(),
    role_group: id.nullable(),
    description: z.string(),
  }),
  rolegroups: z.object({ id, name: z.string(), order: z.number() }),
  assignments: z.object({ id, name: z.string(), order: z.number(), description: z.string() }),
} as const;
