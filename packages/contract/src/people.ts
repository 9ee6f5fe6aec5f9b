import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { PersonSchema, PhoneSchema, RoleSchema } from './auth';
import { ID_RANGE_MESSAGE, INT4_MAX } from './collection-fields';
import { commonErrorResponses } from './common';

const c = initContract();

/** A person's id: a positive 32-bit integer (PostgreSQL `integer`), as every id is. */
const PersonIdSchema = z
  .number({ required_error: 'Required.' })
  .int()
  .positive()
  .max(INT4_MAX, ID_RANGE_MESSAGE);

/** Collection answer: `results.people` keyed by id, `ids` in list order, and the count. */
export const PeopleResultsSchema = z.object({
  results: z.object({ people: z.record(z.string(), PersonSchema) }),
  count: z.number().int(),
  ids: z.array(z.number().int()),
});
export type PeopleResults = z.infer<typeof PeopleResultsSchema>;

/**
 * One change of `PUT /api/people`. Unknown keys (a whole person object sent back by the
 * client, staging flags) are ignored. Activating a `new` person also makes them `user`.
 */
export const PersonUpdateSchema = z.object({
  id: PersonIdSchema,
  is_active: z.boolean().optional(),
  role: RoleSchema.optional(),
  name: z.string().trim().min(1, 'Required.').max(200).optional(),
  phone: z.union([PhoneSchema, z.literal('')]).optional(),
});
export type PersonUpdate = z.infer<typeof PersonUpdateSchema>;

/** At most this many people per invitation call; more answers 400. */
export const MAX_INVITES_PER_CALL = 500;

export const InvitePeopleBodySchema = z.object({
  ids: z
    .array(PersonIdSchema)
    .min(1, 'Send at least one person.')
    .max(MAX_INVITES_PER_CALL, `Send at most ${MAX_INVITES_PER_CALL} people at a time.`),
});
export type InvitePeopleBody = z.infer<typeof InvitePeopleBodySchema>;

/** Why a person was not invited. */
export const InviteSkipReasonSchema = z.enum(['has_login', 'not_found', 'not_active', 'no_email']);
export type InviteSkipReason = z.infer<typeof InviteSkipReasonSchema>;

export const InvitePeopleResultSchema = z.object({
  /** Ids that were sent an invitation (a new link; older invite links of theirs stop working). */
  invited: z.array(z.number().int()),
  /**
   * Ids not invited, with why (an InviteSkipReason): `has_login` (already has a login),
   * `not_found` (not a person of this club), `not_active` (pending or deactivated: they
   * could not log in), `no_email`.
   */
  skipped: z.array(z.object({ id: z.number().int(), reason: z.string() })),
});
export type InvitePeopleResult = z.infer<typeof InvitePeopleResultSchema>;

/**
 * Reading people is the generic collection call (`GET /api/people/?role=new`, search,
 * sort, paging…). Writing stays here: its rules (activating a `new` person makes them a
 * `user`; admins cannot demote or deactivate themselves) are not generic.
 */
export const peopleContract = c.router(
  {
    update: {
      method: 'PUT',
      path: '/people',
      body: z
        .array(PersonUpdateSchema)
        .min(1, 'Send at least one person.')
        .max(500, 'Send at most 500 people at a time.'),
      responses: { 200: PeopleResultsSchema, ...commonErrorResponses },
      summary: 'Update people in one transaction (admin), e.g. activate `[{id, is_active: true}]`',
    },
    invitePeople: {
      method: 'POST',
      path: '/people/invite',
      body: InvitePeopleBodySchema,
      responses: { 200: InvitePeopleResultSchema, ...commonErrorResponses },
      summary:
        'Email each person a link to choose a password (admin); call again to resend. People with a login are skipped',
    },
  },
  { strictStatusCodes: true },
);
