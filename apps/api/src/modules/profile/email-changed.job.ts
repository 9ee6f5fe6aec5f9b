import { z } from 'zod';
import type { MailAdapter } from '@/adapters/mail/mail-adapter';
import { defineJob, type JobContext } from '@/jobs';

/**
 * "Your login's email was changed", mailed to the OLD address: if someone who learnt the
 * password moved the login to their own address, its owner hears of it where they still
 * read mail. Enqueued in the change's transaction; it carries no secret (the new address
 * only masked), so the payload holds the finished facts.
 */
export const emailChangedJob = defineJob(
  'profile.email-changed',
  z.object({
    oldEmail: z.string(),
    maskedNewEmail: z.string(),
    personId: z.number().int(),
    name: z.string(),
    clubName: z.string(),
  }),
);
export type EmailChangedNotice = z.infer<typeof emailChangedJob.payload>;

/** `nina.north@example.org` → `n***@example.org`: enough to recognise, not to give away. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/**
 * Account mail, not club mail: no unsubscribe footer (nobody may opt out of hearing that
 * their login changed), recorded in the club's message records as an audit line.
 */
export async function sendEmailChangedNotice(
  mail: MailAdapter,
  notice: EmailChangedNotice,
  job: Pick<JobContext, 'organisationId'>,
) {
  await mail.sendMail({
    kind: 'security',
    auditText: `Told the old address that the login's email changed to ${notice.maskedNewEmail}.`,
    organisationId: job.organisationId,
    fromName: notice.clubName,
    to: notice.oldEmail,
    toPersonId: notice.personId,
    subject: `The email of your login at ${notice.clubName} was changed`,
    text: [
      `Hello ${notice.name || notice.oldEmail},`,
      '',
      `The email you log in to ${notice.clubName} with was changed from this address to ${notice.maskedNewEmail}.`,
      'From now on you log in with the new address, at every club where you use Crewcall, and club emails go there.',
      '',
      'If you made this change, there is nothing to do.',
      `If you did not, someone may know your password: contact ${notice.clubName} straight away.`,
    ].join('\n'),
  });
}
