import { enqueueClubMail } from '@/adapters/mail/club-mail-job';
import { clubSiteUrl, type PasswordLinkDeps } from '@/modules/auth';
import type { DeletedShift } from './shifts.queries';

/**
 * Tells a person that a published shift they were on was deleted (the UI asks the admin
 * first). Enqueued in the deleting transaction (kept if the process dies, never sent if the
 * delete rolls back) and sent by its job through the mail adapter, which records it in the
 * club's message records; nobody is told about a shift that was never published (they never saw it), or
 * who turned email notifications off.
 */
export async function tellShiftRemoved(
  deps: { db: PasswordLinkDeps['db']; links: PasswordLinkDeps['links'] },
  o: { org: { id: number; name: string }; shift: DeletedShift },
) {
  const { shift, org } = o;
  if (!shift.personId || !shift.published || !shift.notify || !shift.email) return;
  const siteUrl = await clubSiteUrl(deps.db, org.id, deps.links);
  await enqueueClubMail(deps.db, {
    kind: 'club',
    organisationId: org.id,
    to: shift.email,
    toPersonId: shift.personId,
    subject: `Shift removed: ${shift.eventName}`,
    text: [
      `Hello ${shift.personName || shift.email},`,
      '',
      `Your shift at ${shift.eventName} (${shift.when}) has been removed by ${org.name}. You no longer need to attend it.`,
      '',
      `Event: ${siteUrl}/events/${shift.eventId}`,
    ].join('\n'),
  });
}
