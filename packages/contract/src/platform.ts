import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonErrorResponses } from './common';
import { OrganisationPrefixSchema, SiteSchema } from './organisations';
import { ClubTimeZoneSchema } from './time-zone';

const c = initContract();

/** A host name as a club would own it: labels of letters, digits and hyphens; no port. */
export const DomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(
    /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*$|^(\d{1,3}\.){3}\d{1,3}$/,
    'Enter a valid domain name, such as club.example.org.',
  );

export const CreateOrganisationSchema = z.object({
  name: z.string().trim().min(1, 'Required.').max(200),
  prefix: OrganisationPrefixSchema,
  domains: z.array(DomainSchema).min(1, 'At least one domain is required.').max(20),
  contact_name: z.string().trim().max(200).optional(),
  contact_email: z.string().trim().email('Invalid email.').max(254).optional(),
  /** The club's time zone; DEFAULT_TIME_ZONE when not given. */
  time_zone: ClubTimeZoneSchema.optional(),
  admin: z.object({
    email: z.string().trim().toLowerCase().email('Invalid email.').max(254),
    name: z.string().trim().min(1, 'Required.').max(200),
    password: z.string().min(8, 'Use at least 8 characters.').max(200),
  }),
});
export type CreateOrganisation = z.infer<typeof CreateOrganisationSchema>;

export const OrganisationAdminSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['new', 'user', 'admin']),
});

export const PlatformOrganisationSchema = SiteSchema.extend({ domains: z.array(z.string()) });

export const platformContract = c.router(
  {
    createOrganisation: {
      method: 'POST',
      path: '/platform/organisations',
      body: CreateOrganisationSchema,
      responses: {
        201: z.object({ organisation: PlatformOrganisationSchema, admin: OrganisationAdminSchema }),
        ...commonErrorResponses,
      },
      summary: 'Onboard a club (operator token required)',
    },
    listOrganisations: {
      method: 'GET',
      path: '/platform/organisations',
      responses: {
        200: z.object({ organisations: z.array(PlatformOrganisationSchema) }),
        ...commonErrorResponses,
      },
      summary: 'Every club on this deployment (operator token required)',
    },
  },
  { strictStatusCodes: true },
);
