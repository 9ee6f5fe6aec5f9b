import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonErrorResponses } from './common';

const c = initContract();

export const ClientErrorReportSchema = z.object({
  message: z.string().max(2000),
  stack: z.string().max(10000).optional(),
  level: z.enum(['error', 'warning']).default('error'),
  url: z.string().max(2000).optional(),
  version: z.string().max(50),
  environment: z.string().max(50),
  commit: z.string().max(50).optional(),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReportSchema>;

/** One part the API needs, as /api/ready found it: 'skipped' when it is not configured. */
export const ReadinessCheckSchema = z.enum(['ok', 'failed', 'skipped']);
const ReadinessSchema = z.object({
  checks: z.object({
    database: ReadinessCheckSchema,
    redis: ReadinessCheckSchema,
    storage: ReadinessCheckSchema,
  }),
});
export type Readiness = z.infer<typeof ReadinessSchema>;

export const systemContract = c.router(
  {
    health: {
      method: 'GET',
      path: '/health',
      responses: {
        200: z.object({ status: z.literal('ok') }),
        503: z.object({ status: z.literal('unavailable'), detail: z.string() }),
      },
      summary: 'Liveness with a database round trip',
    },
    ready: {
      method: 'GET',
      path: '/ready',
      responses: {
        200: ReadinessSchema.extend({ status: z.literal('ready') }),
        503: ReadinessSchema.extend({ status: z.literal('unavailable'), detail: z.string() }),
      },
      summary:
        'Readiness: the database, Redis (when configured) and the media store answer; 503 names the part that does not',
    },
    reportClientError: {
      method: 'POST',
      path: '/client-errors',
      body: ClientErrorReportSchema,
      responses: { 204: c.noBody(), ...commonErrorResponses },
      summary: 'Uncaught browser errors, logged by the server',
    },
  },
  { strictStatusCodes: true },
);
