import type { MailAdapter } from '@/adapters/mail/mail-adapter';
import type { Executor } from '@/lib/postgres';
import { randomSecret, sha256 } from '@/lib/secrets';
import type { Person } from '@/modules/people';
import { clubSiteUrl, type LinkConfig } from './club-links';
import { insertPasswordLink, type PasswordLinkPurpose } from './password-reset.queries';

// Mailing a "choose a password" link: a reset (one hour) or an admin's invitation (7 days).

export const LINK_TTL_MS: Record<PasswordLinkPurpose, number> = {
  reset: 60 * 60_000,
  invite: 7 * 24 * 60 * 60_000,
};

/** Item 25 of issue 10: people must know what the password they choose will open. */
const SHARED_LOGIN =
  'Your Crewcall login is the same at every club that uses it: the password you choose here is the one you will use at every club where you log in with this email.';

export type PasswordLinkDeps = { db: Executor; mail: MailAdapter; links: LinkConfig };

export type LinkRecipient = {
  person: Pick<Person, 'id' | 'name' | 'email'>;
  /** The login's email when the person has one; mail goes there. */
  accountEmail: string | null;
  accountId: number | null;
};

/**
 * Stores a new link (hashed) and mails it as security mail (called by a job: the reset
 * and invitation jobs, which hand `mail` keyed by the job): delivered, but recorded only
 * as an audit line without the link. The link is built from the club's configured domain.
 */
export async function sendPasswordLink(
  deps: PasswordLinkDeps,
  opts: {
    org: { id: number; name: string };
    to: LinkRecipient;
    purpose: PasswordLinkPurpose;
  },
) {
  const { org, to, purpose } = opts;
  const token = randomSecret(32);
  await insertPasswordLink(deps.db, {
    orgId: org.id,
    accountId: to.accountId,
    personId: to.person.id,
    purpose,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + LINK_TTL_MS[purpose]),
  });
  const siteUrl = await clubSiteUrl(deps.db, org.id, deps.links);
  const link = `${siteUrl}/password/reset/${token}`;
  const address = to.accountEmail ?? to.person.email;
  const mail = composeLinkMail({
    purpose,
    hasLogin: to.accountId !== null,
    orgName: org.name,
    name: to.person.name || address,
    link,
  });
  await deps.mail.sendMail({
    kind: 'security',
    organisationId: org.id,
    fromName: org.name,
    to: address,
    toPersonId: to.person.id,
    ...mail,
  });
}

function composeLinkMail(o: {
  purpose: PasswordLinkPurpose;
  hasLogin: boolean;
  orgName: string;
  name: string;
  link: string;
}) {
  if (o.purpose === 'invite') {
    return {
      subject: `You are invited to ${o.orgName} on Crewcall`,
      auditText: 'Invitation link sent (link not stored).',
      text: [
        `Hello ${o.name},`,
        '',
        `${o.orgName} uses Crewcall to organise its volunteers, and has invited you to log in.`,
        'Open this link within the next 7 days to choose your password:',
        '',
        o.link,
        '',
        SHARED_LOGIN,
        'If you already log in to Crewcall at another club with this email, use that password: it stays as it is.',
        'The link works once. If you did not expect this email, you can ignore it.',
      ].join('\n'),
    };
  }
  const verb = o.hasLogin ? 'reset' : 'set';
  return {
    subject: `${o.hasLogin ? 'Reset' : 'Set'} your password for ${o.orgName}`,
    auditText: `Password ${verb} link sent (link not stored).`,
    text: [
      `Hello ${o.name},`,
      '',
      `Someone (hopefully you) asked to ${verb} the password of your login at ${o.orgName}.`,
      'Open this link within the next hour to choose a new password:',
      '',
      o.link,
      '',
      SHARED_LOGIN,
      'The link works once. If you did not ask for this, ignore this email: nothing changes.',
    ].join('\n'),
  };
}
