import { z } from 'zod';
import { defineJob, enqueueJob } from '@/jobs';
import type { Executor } from '@/lib/postgres';
import type { ClubMail } from './mail-adapter';

/**
 * Club mail (no secret in it: kind 'club'), written as a job in the transaction of the
 * change it tells about and sent by that job (plugins/mail.ts registers the handler). The
 * job holds the mail as composed then: what it tells may be gone once sent (a deleted
 * shift). Security mail never goes this way: its link would be kept readable in the job;
 * its own jobs mint the link when they send (modules/auth, modules/people).
 */
export const clubMailJob = defineJob(
  'mail.club',
  z.object({
    to: z.string(),
    toPersonId: z.number().int().nullable().optional(),
    subject: z.string(),
    text: z.string(),
    html: z.string().optional(),
  }),
);

export function enqueueClubMail(db: Executor, mail: ClubMail) {
  const { organisationId, kind: _kind, ...payload } = mail;
  return enqueueJob(db, clubMailJob, { organisationId, payload });
}
