import { z } from 'zod';
import { defineJob } from '@/jobs';

/**
 * "Mail this person of this club an invitation", enqueued by `invitePeople` in its
 * transaction, one job per person. The job mints the link when it sends (stored hashed,
 * as every link): a link is never kept readable, not even in the job's payload (why:
 * auth/password-reset.job.ts).
 */
export const invitationJob = defineJob(
  'people.invitation',
  z.object({ personId: z.number().int(), clubName: z.string() }),
);
