import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonErrorResponses } from './common';

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
});
export type Site = z.infer<typeof SiteSchema>;

export const organisationsContract = c.router(
  {
    current: {
      method: 'GET',
      path: '/organisations/current/',
      responses: { 200: SiteSchema, ...commonErrorResponses },
      summary: 'The club whose domain the request came to',
    },
  },
  { strictStatusCodes: true },
);
