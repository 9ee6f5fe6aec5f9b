import { z } from 'zod';
import { defineJob } from '@/jobs';

/**
 * "Mail a reset link to whoever this email is at this club", enqueued by every reset
 * request, known email or not (the request then does the same thing, in the same time,
 * whoever asks), and run by the job: the lookup, the rate limit and the mail.
 *
 * Why the job mints the link, rather than the request storing it encrypted: a link that
 * never exists before it is mailed cannot leak from the jobs table, a backup or a log, and
 * needs no key to manage or rotate. The token is stored hashed when the job sends, as it
 * always was; a retry after a crash mints a fresh one (the first rolled back with the job).
 * The payload holds only what the person typed (not a secret) and the club's name.
 */
export const passwordResetJob = defineJob(
  'auth.password-reset',
  z.object({ email: z.string(), clubName: z.string() }),
);
