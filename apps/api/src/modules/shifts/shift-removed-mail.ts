import type { MailAdapter } from '@/adapters/mail/mail-adapter';
import { clubSiteUrl, type PasswordLinkDeps } from '@/modules/auth';
import type { DeletedShift } from './shifts.queries';

/**
 * Tells a person that a published shift they were on was deleted (the UI asks the admin
 * first). Mailed through the app's mail adapter, which records it in the club's message
 * records; nobody is told about a shift that was never published (they never saw it), or
 * who turned email notifications off.
 */
export async function tellShiftRemoved(
  deps: { db: PasswordLinkDeps['db']; mail: MailAdapter; links: PasswordLinkDeps['links'] },
  o: { org: { id: number; name: string }; shift: DeletedShift },
) {
  const { shift, org } = o;
  if (!shift.personId || !shift.published || !shift.notify || !shift.email) return;
  const siteUrl = await clubSiteUrl(deps.db, org.id, deps.links);
  await deps.mail.sendMail({
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
