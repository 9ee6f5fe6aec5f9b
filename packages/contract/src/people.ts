import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { EmailSchema, PersonSchema, PhoneSchema, RoleSchema } from './auth';
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

/** 400 on `email`: another person of the club has this email (any case). */
export const PERSON_EMAIL_TAKEN_MESSAGE = 'Someone in this club already has this email.';
/**
 * 400 on `email` of `PUT /api/people`: the person logs in with their email. Their login is
 * theirs across every club they belong to, so only they change it (with their password);
 * an admin changes the email of people without a login (added, imported, invited).
 */
export const PERSON_EMAIL_HAS_LOGIN_MESSAGE =
  'This person logs in with this email, so only they can change it.';

/** A person's name as admins enter it. */
const PersonNameSchema = z
  .string({ required_error: 'Required.' })
  .trim()
  .min(1, 'Required.')
  .max(200);

/**
 * One change of `PUT /api/people`. Unknown keys (a whole person object sent back by the
 * client, staging flags) are ignored. Activating a `new` person also makes them `user`.
 * `email`: as the member's own change checks it (valid, no one else in the club has it,
 * PERSON_EMAIL_TAKEN_MESSAGE), and only for people without a login
 * (PERSON_EMAIL_HAS_LOGIN_MESSAGE); a new email ends the invitation links sent to the old
 * one (invited_at back to null: invite again).
 */
export const PersonUpdateSchema = z.object({
  id: PersonIdSchema,
  is_active: z.boolean().optional(),
  role: RoleSchema.optional(),
  name: PersonNameSchema.optional(),
  email: EmailSchema.optional(),
  phone: z.union([PhoneSchema, z.literal('')]).optional(),
});
export type PersonUpdate = z.infer<typeof PersonUpdateSchema>;

/**
 * `POST /api/people/add` (admin): one person added by hand, with the rules registration
 * and the member import apply: a valid email no one in the club has
 * (PERSON_EMAIL_TAKEN_MESSAGE), a phone in the spec's form or none. They have no login
 * until invited. Role `new` adds them pending (inactive); `user` or `admin` active.
 */
export const AddPersonSchema = z.object({
  name: PersonNameSchema,
  email: EmailSchema,
  phone: z
    .union([PhoneSchema, z.literal('')])
    .optional()
    .default(''),
  role: RoleSchema.optional().default('user'),
});
export type AddPerson = z.input<typeof AddPersonSchema>;

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
    addPerson: {
      method: 'POST',
      path: '/people/add',
      body: AddPersonSchema,
      responses: { 201: PeopleResultsSchema, ...commonErrorResponses },
      summary:
        'Add one person by hand (admin): name, email (unique in the club), optional phone, role; no login until invited',
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
