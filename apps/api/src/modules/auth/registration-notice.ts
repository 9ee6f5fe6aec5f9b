import { and, eq, ne } from 'drizzle-orm';
import { people } from '@/db/schema';
import { inClub } from '@/db/scope';
import type { Executor } from '@/lib/postgres';
import { queueMessages } from '@/modules/messaging';
import { clubSiteUrl, type LinkConfig } from './club-links';

/** The admins who asked to hear of registrations and take notices (email_notifications). */
function adminsToTell(db: Executor, orgId: number) {
  return db
    .select({ id: people.id, name: people.name, email: people.email })
    .from(people)
    .where(
      and(
        inClub(people, orgId),
        eq(people.role, 'admin'),
        eq(people.isActive, true),
        eq(people.notifyRegistrations, true),
        eq(people.emailNotifications, true),
        ne(people.email, ''),
      ),
    )
    .orderBy(people.id);
}

/**
 * Tells the club's admins who asked for it (notify_registrations) that someone registered
 * and waits for approval: an email each, queued in the registration's transaction (none
 * if it rolls back), with a link to the person on the club's own site. Two statements
 * when nobody asked (the admins, none), four otherwise.
 */
export async function tellAdminsOfRegistration(
  db: Executor,
  o: {
    links: LinkConfig;
    club: { id: number; name: string };
    person: { id: number; name: string; email: string };
  },
) {
  const admins = await adminsToTell(db, o.club.id);
  if (!admins.length) return;
  const siteUrl = await clubSiteUrl(db, o.club.id, o.links);
  const { person } = o;
  const who = person.name ? `${person.name} (${person.email})` : person.email;
  const page = `${siteUrl}/people/${person.id}/info`;
  await queueMessages(
    db,
    admins.map((admin) => ({
      organisationId: o.club.id,
      channel: 'email' as const,
      purpose: 'notice' as const,
      toPersonId: admin.id,
      to: admin.email,
      subject: `New registration: ${person.name || person.email}`,
      text: [
        `Hello ${admin.name || admin.email},`,
        '',
        `${who} has registered with ${o.club.name} and is waiting for approval.`,
        'They cannot log in until an admin activates them.',
        '',
        `Their details: ${page}`,
        `New registrations are also on the dashboard: ${siteUrl}/dashboard`,
      ].join('\n'),
    })),
  );
}
