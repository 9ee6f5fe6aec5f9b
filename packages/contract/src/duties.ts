import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  IdSchema,
  IdTextSchema,
  id,
  idPathParams,
  MomentSchema,
  moment,
} from './collection-fields';
import { commonErrorResponses } from './common';

const c = initContract();

/*
 * Duties that fill and keep themselves filled (issue 25): a shift's history (who was put
 * on it, taken off, moved, published, signed in and out, and by whom), the competencies a
 * role requires, and records about to expire. Swaps, offers and waiting lists will add
 * their actions to SHIFT_HISTORY_ACTIONS and call the same checks (docs/ARCHITECTURE.md,
 * "Duties").
 */

// ---- shift history -----------------------------------------------------------------------

/**
 * What happened to a shift, one history row each:
 * - `assigned`: a person was put on it (a planner save, a fill from their request
 *   (`details.from_request`), a kiosk walk-in);
 * - `unassigned`: a person was taken off it (another person put on records both);
 * - `moved`: its time changed while someone was on it (`details.was_start`, `was_end`);
 * - `published` / `unpublished`: it became visible to its person, or was hidden again;
 * - `deleted`: the shift was removed (its person, if any, is named);
 * - `signed_in` / `signed_out`: a kiosk recorded the person's start or end (`details.kiosk`);
 * - `confirmed` / `cant_make_it`: the person answered the club's request to confirm the duty
 *   (from the link in a reminder, or the app; `details.via`: 'link' or 'app');
 * - offers, swaps and waiting lists (modules/offers): listed below.
 */
export const SHIFT_HISTORY_ACTIONS = [
  'assigned',
  'unassigned',
  'moved',
  'published',
  'unpublished',
  'deleted',
  'signed_in',
  'signed_out',
  // duty confirmation (duty-confirmation.ts): the person said they will be there / cannot
  'confirmed',
  'cant_make_it',
  // Offers, swaps and waiting lists (modules/offers): `offered` (to the club or `details.to`),
  // `offer_withdrawn`, `offer_accepted` (the taker; `details.pending` while an admin
  // decides), `offer_declined` (by an admin), `swapped` (both shifts' people, once each),
  // `waitlist_joined`, `waitlist_left`, `waitlist_offered` (a turn began), `offer_expired`.
  'offered',
  'offer_withdrawn',
  'offer_accepted',
  'offer_declined',
  'swapped',
  'waitlist_joined',
  'waitlist_left',
  'waitlist_offered',
  'offer_expired',
] as const;
export type ShiftHistoryAction = (typeof SHIFT_HISTORY_ACTIONS)[number];

/** What a history row keeps besides its references: the shift as it was then. */
export const ShiftHistoryDetailsSchema = z.object({
  start: moment.optional(),
  end: moment.optional(),
  was_start: moment.optional(),
  was_end: moment.optional(),
  from_request: z.boolean().optional(),
  kiosk: id.optional(),
  via: z.enum(['link', 'app']).optional(),
  /** An offer's id (the offer, swap and waiting-list actions). */
  offer: id.optional(),
  /** Whom an offer was made to (null: the club). */
  to: id.nullable().optional(),
  /** The other shift of a swap. */
  swap_shift: id.optional(),
  /** An accept waiting for an admin's approval. */
  pending: z.boolean().optional(),
});
export type ShiftHistoryDetails = z.infer<typeof ShiftHistoryDetailsSchema>;

/** One history row as admins read it (names as they are now; null once deleted). */
export const ShiftHistoryEntrySchema = z.object({
  id,
  shift: id.nullable(),
  event: id.nullable(),
  event_name: z.string().nullable(),
  role_name: z.string().nullable(),
  person: id.nullable(),
  person_name: z.string().nullable(),
  action: z.enum(SHIFT_HISTORY_ACTIONS),
  /** Who made the change; null: the system or a kiosk. */
  by: id.nullable(),
  by_name: z.string().nullable(),
  at: moment,
  details: ShiftHistoryDetailsSchema,
});
export type ShiftHistoryEntry = z.infer<typeof ShiftHistoryEntrySchema>;

/** `GET /api/shifts/{id}/history`: newest first. */
export const ShiftHistorySchema = z.object({ history: z.array(ShiftHistoryEntrySchema) });
export type ShiftHistory = z.infer<typeof ShiftHistorySchema>;

/** At most this many rows in one history export (`truncated` says when there were more). */
export const HISTORY_EXPORT_LIMIT = 10_000;

/**
 * `GET /api/shifts/history`: the history of the shifts the timesheet's filters select
 * (scheduled start from `start` inclusive to `end` exclusive, a date meaning its midnight
 * in the club's zone; `person` is the shift's person or the history row's), oldest first,
 * for the timesheet's "Export history" CSV.
 */
export const ShiftHistoryQuerySchema = z.object({
  person: IdTextSchema.optional(),
  event: IdTextSchema.optional(),
  role: IdTextSchema.optional(),
  start: MomentSchema.optional(),
  end: MomentSchema.optional(),
});
export type ShiftHistoryQuery = z.infer<typeof ShiftHistoryQuerySchema>;

export const ShiftHistoryExportSchema = z.object({
  history: z.array(ShiftHistoryEntrySchema.extend({ shift_start: moment.nullable() })),
  truncated: z.boolean(),
});
export type ShiftHistoryExport = z.infer<typeof ShiftHistoryExportSchema>;

// ---- competency requirements ---------------------------------------------------------------

/** At most this many competencies required by one role. */
export const MAX_ROLE_REQUIREMENTS = 50;

/**
 * Refused when a person without a current record of a competency a role requires would be
 * put on a shift with that role (400, on the item's `person`, or `non_field_errors`):
 * "Alex Smith needs Powerboat Level 2 (expired 3 Mar 2026) for Safety Boat Driver."
 * `expired`: the day their latest record ran out, if they have one.
 */
export const competencyNeededMessage = (o: {
  person: string;
  competency: string;
  role: string;
  expired?: string | null;
}) =>
  `${o.person} needs ${o.competency}${o.expired ? ` (expired ${o.expired})` : ''} for ${o.role}.`;

/** `{role, competency}`: role `role` requires `competency`. */
export const RoleRequirementSchema = z.object({ role: id, competency: id });
export const RoleRequirementsSchema = z.object({ requirements: z.array(RoleRequirementSchema) });
export type RoleRequirements = z.infer<typeof RoleRequirementsSchema>;

/** `PUT /api/roles/{id}/requirements`: the whole set the role requires from now on. */
export const SetRoleRequirementsSchema = z.object({
  competencies: z.array(IdSchema).max(MAX_ROLE_REQUIREMENTS),
});
export type SetRoleRequirements = z.infer<typeof SetRoleRequirementsSchema>;

/** A record expiring soon, on the admins' dashboard (and told to its person once by email). */
export const EXPIRING_RECORDS_DAYS = 30;
export const ExpiringRecordSchema = z.object({
  id,
  person: id,
  person_name: z.string(),
  competency: id,
  competency_name: z.string(),
  /** The day it runs out (YYYY-MM-DD). */
  expires: z.string(),
});
export type ExpiringRecord = z.infer<typeof ExpiringRecordSchema>;

// ---- the calls ------------------------------------------------------------------------------

const idParams = idPathParams;

export const shiftHistoryContract = c.router(
  {
    shiftHistory: {
      method: 'GET',
      path: '/shifts/:id/history',
      pathParams: idParams,
      responses: { 200: ShiftHistorySchema, ...commonErrorResponses },
      summary: "A shift's history, newest first (admin)",
    },
    historyExport: {
      method: 'GET',
      path: '/shifts/history',
      query: ShiftHistoryQuerySchema,
      responses: { 200: ShiftHistoryExportSchema, ...commonErrorResponses },
      summary: 'The history of the shifts of a period, oldest first, for a CSV (admin)',
    },
  },
  { strictStatusCodes: true },
);

export const roleRequirementsContract = c.router(
  {
    roleRequirements: {
      method: 'GET',
      path: '/roles/requirements',
      responses: { 200: RoleRequirementsSchema, ...commonErrorResponses },
      summary: 'Every competency each role of the club requires (admin)',
    },
    setRoleRequirements: {
      method: 'PUT',
      path: '/roles/:id/requirements',
      pathParams: idParams,
      body: SetRoleRequirementsSchema,
      responses: { 200: RoleRequirementsSchema, ...commonErrorResponses },
      summary: "Replace the competencies a role requires (admin); answers the role's set",
    },
  },
  { strictStatusCodes: true },
);
