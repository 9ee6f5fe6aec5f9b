import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { id, idPathParams, moment } from './collection-fields';
import { commonErrorResponses, DetailErrorSchema } from './common';

const c = initContract();

/*
 * Duty confirmation (issue 25, item 3). A club that asks for it (`confirm_duties`, a site
 * setting, off by default) gets "Confirm" and "Can't make it" links in each shift
 * reminder, one signed link per shift and person (`/duty/confirm/{token}`,
 * `/duty/cant-make-it/{token}`); members may also confirm from the app. Duties still
 * unconfirmed DUTY_CHASE_HOURS before they start are chased once by email, and listed on
 * the admins' dashboard. A link needs no login: the token proves whose duty it is, and it
 * does nothing but answer that one duty (docs/ARCHITECTURE.md, "Duties").
 */

/** Hours before a shift at which an unconfirmed duty is chased once more, and shown to admins. */
export const DUTY_CHASE_HOURS = 48;

/** Where a duty's answer stands: not yet answered, confirmed, or "can't make it". */
export const DUTY_ANSWERS = ['pending', 'confirmed', 'cant_make_it'] as const;
export type DutyAnswer = (typeof DUTY_ANSWERS)[number];

/** The duty a link (or the app's Confirm button) answers, with its times as instants. */
export const DutyLinkSchema = z.object({
  shift: id,
  club_name: z.string(),
  /** The first word of the person's name, to greet with (the link tells no more). */
  first_name: z.string(),
  event_name: z.string(),
  role_name: z.string().nullable(),
  location_name: z.string().nullable(),
  start: moment,
  end: moment,
  /** The club's time zone: the page shows the times in it. */
  time_zone: z.string(),
  answer: z.enum(DUTY_ANSWERS),
});
export type DutyLink = z.infer<typeof DutyLinkSchema>;

/**
 * What an answer did: `confirmed` / `cant_make_it` now, or `already_…` when the duty had
 * that answer already (a second click changes nothing and says so).
 */
export const DUTY_OUTCOMES = [
  'confirmed',
  'already_confirmed',
  'cant_make_it',
  'already_cant_make_it',
] as const;
export const DutyAnswerResultSchema = z.object({
  outcome: z.enum(DUTY_OUTCOMES),
  duty: DutyLinkSchema,
});
export type DutyAnswerResult = z.infer<typeof DutyAnswerResultSchema>;

/** The refusals of a duty link (404, 409 or 410 `detail`), worded for the landing page. */
export const DUTY_LINK_MESSAGES = {
  invalid: 'This link is not valid. Open it from the email it came in.',
  otherClub:
    "This link belongs to another club's site. Open it from the email it came in, on that club's site.",
  started: 'This duty has already started: the link no longer works.',
  changed:
    'This duty has changed since the email was sent (its time, or who is on it): the link no longer works.',
  off: 'The club no longer asks to confirm duties.',
  declined:
    "You told the club you can't make it. Ask the club's admins if you can make it after all.",
} as const;

/** A token as the links carry it: the club's id, a dot, and 43 base64url characters. */
export const DutyTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** An admin's dashboard row: a duty not confirmed, DUTY_CHASE_HOURS or less before it starts. */
export const UnconfirmedDutySchema = z.object({
  shift: id,
  event: id,
  event_name: z.string(),
  role_name: z.string().nullable(),
  start: moment,
  end: moment,
  person: id,
  person_name: z.string(),
  /** 'pending' (no answer) or 'cant_make_it'. */
  answer: z.enum(['pending', 'cant_make_it']),
});
export type UnconfirmedDuty = z.infer<typeof UnconfirmedDutySchema>;

/** The caller's answer for each of their published shifts not yet started (dashboard). */
export const MyDutyAnswerSchema = z.object({ shift: id, answer: z.enum(DUTY_ANSWERS) });
export type MyDutyAnswer = z.infer<typeof MyDutyAnswerSchema>;

const linkErrors = { 409: DetailErrorSchema, 410: DetailErrorSchema };

export const dutyConfirmationContract = c.router(
  {
    dutyLink: {
      method: 'GET',
      path: '/duty-links/:token',
      pathParams: DutyTokenParamsSchema,
      responses: { 200: DutyLinkSchema, ...linkErrors, ...commonErrorResponses },
      summary:
        "The duty a confirmation link is for, and its answer so far (no login: the link's token)",
    },
    confirmByLink: {
      method: 'POST',
      path: '/duty-links/:token/confirm',
      pathParams: DutyTokenParamsSchema,
      body: c.noBody(),
      responses: { 200: DutyAnswerResultSchema, ...linkErrors, ...commonErrorResponses },
      summary: 'Confirm the duty of a link (no login); a second call says it already was',
    },
    cantMakeItByLink: {
      method: 'POST',
      path: '/duty-links/:token/cant-make-it',
      pathParams: DutyTokenParamsSchema,
      body: c.noBody(),
      responses: { 200: DutyAnswerResultSchema, ...linkErrors, ...commonErrorResponses },
      summary: "Tell the club you can't make the duty of a link (no login); the admins are told",
    },
    confirmMyDuty: {
      method: 'POST',
      path: '/shifts/:id/confirm',
      pathParams: idPathParams,
      body: c.noBody(),
      responses: { 200: DutyAnswerResultSchema, ...linkErrors, ...commonErrorResponses },
      summary: "Confirm the caller's own duty (member)",
    },
  },
  { strictStatusCodes: true },
);
