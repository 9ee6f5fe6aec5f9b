import { boolean, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { people } from './identity';
import { organisationId } from './organisations';

/** Something a person can be qualified in (first aid, powerboat level 2, …). */
export const competencies = pgTable(
  'competencies',
  {
    id: id(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** How long an achievement stays current; null: for ever. */
    validityMonths: integer('validity_months'),
    createdAt: createdAt(),
  },
  (t) => [index('competencies_org_idx').on(t.organisationId)],
);

/** A course, usually leading to a competency. */
export const training = pgTable(
  'training',
  {
    id: id(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    competencyId: integer('competency_id').references(() => competencies.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [index('training_org_competency_idx').on(t.organisationId, t.competencyId)],
);

/**
 * A person's achievement. `details` is for managers only. Deleting a competency or course
 * keeps the record (set null): it is the person's history.
 */
export const records = pgTable(
  'records',
  {
    id: id(),
    organisationId: organisationId(),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    competencyId: integer('competency_id').references(() => competencies.id, {
      onDelete: 'set null',
    }),
    trainingId: integer('training_id').references(() => training.id, { onDelete: 'set null' }),
    achieved: date('achieved', { mode: 'string' }).notNull(),
    details: text('details').notNull().default(''),
    current: boolean('current').notNull().default(true),
    /** achieved + competency validity; null: does not expire. */
    expires: date('expires', { mode: 'string' }),
    createdBy: integer('created_by').references(() => people.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('records_org_person_achieved_idx').on(t.organisationId, t.personId, t.achieved),
    // Lists sort by achieved (spec: records newest first), usually filtered by competency:
    // with the id tie-breaker in the index, a page stops after `limit` rows in either
    // direction instead of sorting every match (bench/collections.bench.ts).
    index('records_org_competency_achieved_idx').on(
      t.organisationId,
      t.competencyId,
      t.achieved,
      t.id,
    ),
    index('records_org_achieved_idx').on(t.organisationId, t.achieved, t.id),
    index('records_org_training_idx').on(t.organisationId, t.trainingId),
    index('records_org_created_by_idx').on(t.organisationId, t.createdBy),
    // Records about to run out (the expiry notices' scan, the admins' dashboard card).
    index('records_org_expires_idx').on(t.organisationId, t.expires),
  ],
);
