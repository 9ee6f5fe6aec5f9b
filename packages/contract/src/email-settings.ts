import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonErrorResponses } from './common';

const c = initContract();

/**
 * One person's email settings as the public page shows them (`/profile/emails/{uid}`, the
 * link every club email carries; no login). The uid reveals nothing else of the person:
 * their first name to greet them, the club's name, and the switches.
 */
export const EmailSettingsSchema = z.object({
  /** The person's first name ('' when the club has no name for them). */
  first_name: z.string(),
  club_name: z.string(),
  /** Off: no email or SMS from the club at all; reminders and newsletters go off with it. */
  email_notifications: z.boolean(),
  email_reminders: z.boolean(),
  email_newsletters: z.boolean(),
  /** Admins only (absent for everyone else): an email when someone registers. */
  notify_registrations: z.boolean().optional(),
});
export type EmailSettings = z.infer<typeof EmailSettingsSchema>;

/** What the page changes: any of the switches (at least one). Nothing else is accepted. */
export const EmailSettingsUpdateSchema = z
  .object({
    email_notifications: z.boolean(),
    email_reminders: z.boolean(),
    email_newsletters: z.boolean(),
    notify_registrations: z.boolean(),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, {
    message: 'Send at least one setting.',
  });
export type EmailSettingsUpdate = z.infer<typeof EmailSettingsUpdateSchema>;

/** The spec's warning on the page when every notification is off. */
export const ALL_NOTIFICATIONS_OFF_WARNING =
  'Turning off all notifications means no emails or SMS from the site at all.';

/**
 * `uid`: the person's email-settings id (64 hex characters). Anything else, or one of
 * another club, is a 404 like an unknown one: the route checks it, not the contract, so
 * a malformed link is "not found" rather than a form error.
 */
const uidParams = z.object({ uid: z.string() });

export const emailSettingsContract = c.router(
  {
    get: {
      method: 'GET',
      path: '/emailsettings/:uid',
      pathParams: uidParams,
      responses: { 200: EmailSettingsSchema, ...commonErrorResponses },
      summary: "A person's email settings by their email-settings id (no login)",
    },
    update: {
      method: 'PUT',
      path: '/emailsettings/:uid',
      pathParams: uidParams,
      body: EmailSettingsUpdateSchema,
      responses: { 200: EmailSettingsSchema, ...commonErrorResponses },
      summary:
        'Change them (no login); email_notifications off turns reminders, newsletters and registration notices off',
    },
  },
  { strictStatusCodes: true },
);
