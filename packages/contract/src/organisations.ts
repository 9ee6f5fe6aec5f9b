import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonErrorResponses } from './common';
import { ClubTimeZoneSchema } from './time-zone';

const c = initContract();

/** The public face of a club's site, as `GET /api/organisations/current/` returns it. */
export const SiteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  logo: z.string().nullable(),
  contact_name: z.string(),
  contact_email: z.string(),
  sms_enabled: z.boolean(),
  mediaRoot: z.string(),
  url: z.string(),
  feature_timesheets: z.boolean(),
  allowed_external_calendars: z.array(z.string()),
  /** The club's time zone (IANA name, e.g. Europe/London): every time is shown in it. */
  time_zone: z.string(),
  /** Members are asked to confirm each published duty (links in reminders; duty-confirmation.ts). */
  confirm_duties: z.boolean(),
});
export type Site = z.infer<typeof SiteSchema>;

const WebAddressSchema = z
  .string()
  .trim()
  .max(2000)
  .regex(/^https?:\/\/[^\s]+$/i, 'Enter a full web address (https://…).');

/**
 * The club's short code, shown before its references (e.g. "DSC"): 2 to 6 letters or
 * digits, the same at onboarding and in the club's settings.
 */
export const OrganisationPrefixSchema = z
  .string()
  .trim()
  .superRefine((prefix, ctx) => {
    // one message at a time, the most useful first
    const problem = !prefix
      ? 'Required.'
      : prefix.length < 2 || prefix.length > 6
        ? 'Use 2 to 6 letters or digits.'
        : !/^[A-Za-z0-9]+$/.test(prefix)
          ? 'Use letters and digits only.'
          : null;
    if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
  });

/** What a club's admin may change about their site. Domains are the operators' business. */
export const SiteUpdateSchema = z
  .object({
    name: z.string().trim().min(1, 'Required.').max(200),
    prefix: OrganisationPrefixSchema,
    logo: WebAddressSchema.nullable(),
    contact_name: z.string().trim().max(200),
    contact_email: z.union([z.string().trim().email('Invalid email.').max(254), z.literal('')]),
    sms_enabled: z.boolean(),
    feature_timesheets: z.boolean(),
    allowed_external_calendars: z.array(WebAddressSchema).max(10, 'At most 10 external calendars.'),
    time_zone: ClubTimeZoneSchema,
    confirm_duties: z.boolean(),
  })
  .partial()
  .strict();
export type SiteUpdate = z.infer<typeof SiteUpdateSchema>;

export const organisationsContract = c.router(
  {
    current: {
      method: 'GET',
      path: '/organisations/current/',
      responses: { 200: SiteSchema, ...commonErrorResponses },
      summary: 'The club whose domain the request came to',
    },
    update: {
      method: 'PUT',
      path: '/organisations/current/',
      body: SiteUpdateSchema,
      responses: { 200: SiteSchema, ...commonErrorResponses },
      summary: "Change the club's site settings (admin)",
    },
  },
  { strictStatusCodes: true },
);
