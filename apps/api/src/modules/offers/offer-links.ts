import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { MailAdapter } from '@/adapters/mail/mail-adapter';
import type { SmsAdapter } from '@/adapters/sms/sms-adapter';
import { defineJob } from '@/jobs';
import type { Executor } from '@/lib/postgres';
import { randomSecret, sha256 } from '@/lib/secrets';
import type { LinkConfig } from '@/modules/auth';
import { clubForMail, mailClubOf } from '@/modules/shifts';
import { roleRequirementProblems } from '@/modules/training';
import { acceptUrl, offerLinkEmail, offerLinkSms } from './offer-texts';
import { freeMembers, insertLinks, offerRows, recipientsOf } from './offers.queries';

/*
 * Accept links. An offer's change enqueues this job in its own transaction (so a job exists
 * exactly when the offer does); the job mints one random token per recipient, keeps only
 * its SHA-256, and mails the link as security mail (recorded as an audit line without the
 * link: modules/auth/password-reset.job.ts says why the job, not the request, mints it).
 * The SMS carries the link too and is logged without it. A retry after a crash mints
 * fresh tokens (the first ones rolled back with the job); a mail already handed over is
 * replaced where the receiver allows (the job's key).
 */
export const offerLinksJob = defineJob(
  'offers.links',
  z.object({ offerId: z.number().int().positive() }),
);

/** At most this many recipients of one offer to the club (the first by name). */
export const MAX_CLUB_RECIPIENTS = 500;

export type LinkDeps = { db: Executor; mail: MailAdapter; sms: SmsAdapter; links: LinkConfig };

/** Who is sent an offer: its named member, or everyone qualified and free for its shift. */
async function recipientIdsOf(
  db: Executor,
  orgId: number,
  offer: Awaited<ReturnType<typeof offerRows>>[number],
): Promise<number[]> {
  if (offer.toPersonId !== null) return [offer.toPersonId];
  const free = await freeMembers(db, orgId, {
    start: new Date(offer.shift.start),
    end: new Date(offer.shift.end),
    exclude: offer.fromPersonId === null ? [] : [offer.fromPersonId],
    ignoreShifts: [offer.shift.id],
    limit: MAX_CLUB_RECIPIENTS,
  });
  const problems = await roleRequirementProblems(
    db,
    orgId,
    free.map((p) => ({ personId: p.id, roleId: offer.shiftRoleId })),
  );
  return free.filter((_, i) => !problems.has(i)).map((p) => p.id);
}

/** The job: mints and mails the accept links of an offer still open. Answers how many. */
export async function sendOfferLinks(
  deps: LinkDeps,
  o: { orgId: number; offerId: number; key: string },
): Promise<number> {
  const [offer] = await offerRows(deps.db, o.orgId, sql`o.id = ${o.offerId}`);
  if (offer?.status !== 'open' || offer.expiresAt <= new Date()) return 0;
  const ids = await recipientIdsOf(deps.db, o.orgId, offer);
  const [people, club] = await Promise.all([
    recipientsOf(deps.db, o.orgId, ids),
    clubForMail(deps.db, o.orgId),
  ]);
  const mailClub = mailClubOf(club, deps.links);
  const tokens = people.map((person) => ({ person, token: randomSecret(32) }));
  await insertLinks(
    deps.db,
    o.orgId,
    offer.id,
    tokens.map(({ person, token }) => ({ personId: person.id, tokenHash: sha256(token) })),
  );
  let sent = 0;
  for (const { person, token } of tokens) {
    const link = acceptUrl(mailClub, token);
    const key = `${o.key}:${person.id}`;
    if (person.email_notifications && person.email) {
      const mail = offerLinkEmail(mailClub, offer, person, link);
      await deps.mail.sendMail(
        {
          kind: 'security',
          organisationId: o.orgId,
          fromName: club.name,
          to: person.email,
          toPersonId: person.id,
          ...mail,
        },
        { key },
      );
      sent += 1;
    }
    if (club.smsEnabled && person.sms_notifications && person.sms_verified && person.phone) {
      await deps.sms.send(
        {
          organisationId: o.orgId,
          to: person.phone,
          toPersonId: person.id,
          text: offerLinkSms(mailClub, offer, link),
          logText: `Shift offer ${offer.id}: accept link (not logged).`,
        },
        { key: `${key}:sms` },
      );
      sent += 1;
    }
  }
  return sent;
}
