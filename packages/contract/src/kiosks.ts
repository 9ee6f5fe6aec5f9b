import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  ID_RANGE_MESSAGE,
  INT4_MAX,
  id,
  idPathParams,
  moment,
  name,
  ref,
} from './collection-fields';
import { commonErrorResponses } from './common';

const c = initContract();

/*
 * Kiosks (issue 24): a shared sign-in tablet at the club. Admins manage the devices
 * (/kiosks/{pk?}); the tablet calls `kiosk/data` and `kiosk/confirm` with its own secret in
 * the `x-kiosk-auth` header, never with a person's token.
 */

// ---- rules the server applies ----------------------------------------------------------

/** The header a kiosk sends its secret in (the only credential kiosk calls accept). */
export const KIOSK_AUTH_HEADER = 'x-kiosk-auth';
/** Every kiosk secret starts with this, so a leaked one is recognisable in a scan. */
export const KIOSK_SECRET_PREFIX = 'cckiosk_';
/** At most this many sign-ins and sign-outs in one confirm (a kiosk back from a long outage). */
export const KIOSK_CONFIRM_MAX_ITEMS = 200;
/** A kiosk's time may lie at most this many minutes ahead of the server's clock. */
export const KIOSK_FUTURE_MARGIN_MINUTES = 15;
/** …and at most this many hours behind it (a kiosk that was offline sends late). */
export const KIOSK_PAST_LIMIT_HOURS = 48;
/** The name of the per-day event walk-in shifts are put on. */
export const KIOSK_WALK_IN_EVENT_NAME = 'Walk-ins';

/** 401 `detail` of a kiosk call without a valid, active kiosk secret of this club. */
export const KIOSK_SECRET_NOT_VALID_MESSAGE = 'Kiosk secret not valid.';
export const KIOSK_TIME_FUTURE_MESSAGE = `A time may not be more than ${KIOSK_FUTURE_MARGIN_MINUTES} minutes in the future.`;
export const KIOSK_TIME_PAST_MESSAGE = `A time may not be more than ${KIOSK_PAST_LIMIT_HOURS} hours in the past.`;
export const KIOSK_PERSON_MESSAGE = 'This person cannot be signed in here.';
export const KIOSK_SHIFT_MESSAGE = "This is not one of this person's shifts.";
export const KIOSK_ALREADY_IN_MESSAGE = 'This person is already signed in.';
export const KIOSK_SHIFT_STARTED_MESSAGE = 'This shift has already been signed in.';
export const KIOSK_NOT_IN_MESSAGE = 'This person is not signed in.';
export const KIOSK_ROLE_MESSAGE = 'This role does not exist.';

// ---- kiosk devices (admin) -------------------------------------------------------------

/** A kiosk as admins list it: never its secret, only the hint (its last 4 characters). */
export const KioskRowSchema = z.object({
  id,
  name: z.string(),
  location: id.nullable(),
  secret_hint: z.string(),
  /** When it last called in (kept to the minute), null: never. */
  last_seen_at: moment.nullable(),
  /** False once revoked: its secret is refused until it is rotated. */
  is_active: z.boolean(),
  created_at: moment,
});
export type KioskRow = z.infer<typeof KioskRowSchema>;

export const KioskInputSchema = z.object({ name, location: ref.nullable().optional() }).strict();
export type KioskInput = z.infer<typeof KioskInputSchema>;

export const KioskUpdateSchema = z
  .object({ name: name.optional(), location: ref.nullable().optional() })
  .strict();
export type KioskUpdate = z.infer<typeof KioskUpdateSchema>;

export const KioskListSchema = z.object({
  results: z.object({ kiosks: z.record(z.string(), KioskRowSchema) }),
  /** The kiosks' ids by name. */
  ids: z.array(id),
});
export type KioskList = z.infer<typeof KioskListSchema>;

export const KioskAnswerSchema = z.object({ kiosk: KioskRowSchema });
export type KioskAnswer = z.infer<typeof KioskAnswerSchema>;

/** Created or rotated: the secret, shown this once (only its SHA-256 is kept). */
export const KioskWithSecretSchema = z.object({ kiosk: KioskRowSchema, secret: z.string() });
export type KioskWithSecret = z.infer<typeof KioskWithSecretSchema>;

// ---- the kiosk's own calls -------------------------------------------------------------

/** A shift as the tablet needs it, and nothing more (it runs on poor Wi-Fi). */
export const KioskShiftSchema = z.object({
  id,
  /** Always set on kiosk/data; null only on a replayed confirm whose person was deleted since. */
  person: id.nullable(),
  role: id.nullable(),
  start: moment,
  end: moment,
  actual_start: moment.nullable(),
  actual_end: moment.nullable(),
  hours: z.number().nullable(),
});
export type KioskShift = z.infer<typeof KioskShiftSchema>;

/** Someone who can be signed in: a name and a picture, nothing else personal. */
export const KioskPersonSchema = z.object({ id, name: z.string(), avatar: z.string().nullable() });
export type KioskPerson = z.infer<typeof KioskPersonSchema>;

export const KioskRoleSchema = z.object({ id, name: z.string(), order: z.number().int() });
export type KioskRole = z.infer<typeof KioskRoleSchema>;

const byId = <T extends z.ZodTypeAny>(row: T) => z.record(z.string(), row);

/**
 * `GET /api/kiosk/data` (spec 3, Kiosk data): today's published shifts that have a person
 * (today in the club's time zone; also one begun earlier and still signed in), the
 * people who can be signed in (active members), and the roles; each keyed by id.
 */
export const KioskDataSchema = z.object({
  results: z.object({
    shifts: byId(KioskShiftSchema),
    people: byId(KioskPersonSchema),
    roles: byId(KioskRoleSchema),
  }),
});
export type KioskData = z.infer<typeof KioskDataSchema>;

/** An ISO 8601 date and time with its zone (a kiosk always sends the moment, never a day). */
const KioskTimeSchema = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/,
    'Enter an ISO 8601 date and time with its zone.',
  )
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Enter an ISO 8601 date and time with its zone.');

/**
 * One sign-in or sign-out, tapped on the kiosk. `id` is made by the kiosk (a UUID) and
 * kept by the server: the same id again (a retry, a replayed queue) changes nothing and
 * answers the same shift.
 * - in: starts `shift` (that person's, today's) if given; else the person's published
 *   shift of that day not yet started; else a new walk-in shift with `role` on the day's
 *   "Walk-ins" event.
 * - out: ends `shift` if given, else the person's shift signed in and not out, and
 *   computes its hours; `time` before the sign-in is a field error.
 */
export const KioskConfirmItemSchema = z
  .object({
    id: z.string().uuid('Enter a UUID.'),
    sign: z.enum(['in', 'out']),
    shift: ref.nullable().optional(),
    person: z.number().int().positive().max(INT4_MAX, ID_RANGE_MESSAGE),
    role: ref.nullable().optional(),
    time: KioskTimeSchema,
  })
  .strict();
export type KioskConfirmItem = z.infer<typeof KioskConfirmItemSchema>;

export const KioskConfirmSchema = z
  .array(KioskConfirmItemSchema)
  .min(1, 'Send at least one sign-in or sign-out.')
  .max(KIOSK_CONFIRM_MAX_ITEMS, `Send at most ${KIOSK_CONFIRM_MAX_ITEMS} at once.`);
export type KioskConfirm = z.infer<typeof KioskConfirmSchema>;

/** The shifts the confirm's items started or ended, as they are now, keyed by id. */
export const KioskConfirmAnswerSchema = z.object({
  results: z.object({ shifts: byId(KioskShiftSchema) }),
});
export type KioskConfirmAnswer = z.infer<typeof KioskConfirmAnswerSchema>;

const kioskParams = idPathParams;

export const kiosksContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/kiosks',
      responses: { 200: KioskListSchema, ...commonErrorResponses },
      summary: "The club's kiosks (admin): name, location, secret hint, last call, active",
    },
    create: {
      method: 'POST',
      path: '/kiosks',
      body: KioskInputSchema,
      responses: { 201: KioskWithSecretSchema, ...commonErrorResponses },
      summary: 'A new kiosk (admin); its secret is answered this once',
    },
    update: {
      method: 'PUT',
      path: '/kiosks/:id',
      pathParams: kioskParams,
      body: KioskUpdateSchema,
      responses: { 200: KioskAnswerSchema, ...commonErrorResponses },
      summary: 'Renames a kiosk or moves it (admin)',
    },
    rotate: {
      method: 'POST',
      path: '/kiosks/:id/rotate',
      pathParams: kioskParams,
      body: c.noBody(),
      responses: { 200: KioskWithSecretSchema, ...commonErrorResponses },
      summary: 'A new secret (shown once; admin): the old one stops at once; reactivates',
    },
    revoke: {
      method: 'POST',
      path: '/kiosks/:id/revoke',
      pathParams: kioskParams,
      body: c.noBody(),
      responses: { 200: KioskAnswerSchema, ...commonErrorResponses },
      summary: 'Stops a kiosk (admin): its secret is refused until rotated',
    },
    remove: {
      method: 'DELETE',
      path: '/kiosks/:id',
      pathParams: kioskParams,
      body: c.noBody(),
      responses: { 204: c.noBody(), ...commonErrorResponses },
      summary: 'Deletes a kiosk (admin); the shifts it recorded stay',
    },
    data: {
      method: 'GET',
      path: '/kiosk/data',
      responses: { 200: KioskDataSchema, ...commonErrorResponses },
      summary: "Today's shifts, people and roles (kiosk secret in x-kiosk-auth only)",
    },
    confirm: {
      method: 'PUT',
      path: '/kiosk/confirm',
      body: KioskConfirmSchema,
      responses: { 200: KioskConfirmAnswerSchema, ...commonErrorResponses },
      summary: 'Signs people in and out, in order, all or nothing (x-kiosk-auth only)',
    },
  },
  { strictStatusCodes: true },
);
