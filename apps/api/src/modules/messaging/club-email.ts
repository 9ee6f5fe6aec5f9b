import { and, eq, inArray } from 'drizzle-orm';
import type { ClubMail } from '@/adapters/mail/mail-adapter';
import { messages, organisations, people } from '@/db/schema';
import { inClub } from '@/db/scope';
import { escapeHtml } from '@/lib/escape-html';
import type { Executor } from '@/lib/postgres';
import { clubSiteUrl, type LinkConfig } from '@/modules/auth';
import { emailSettingsUrl } from './email-settings-link';
import { expandSignedLinks, type SignedLinkKey, signedLinkKey } from './signed-links';

type Club = { name: string; siteUrl: string };

/**
 * What composing a club's email needs from the database (its name, its site, the
 * recipient's email-settings uid), read once per sending job rather than once per message:
 * a job sends up to 50 messages of one club, so the club is read once and the uids of all
 * the job's recipients in one statement (`messageIds`), on the first message that needs one.
 * Made per job, it never outlives a change to the club.
 */
export type ClubMailContext = {
  club(orgId: number): Promise<Club>;
  settingsUid(orgId: number, personId: number): Promise<string | null>;
  /** The key signed links are made with (signed-links.ts). */
  linkKey: SignedLinkKey;
};

/**
 * How the context reads: straight on a handle, or through a job's `step` (a send job
 * commits its own steps, and its `db` is outside any club scope, where row-level security
 * shows no club's rows).
 */
export type ClubReader = <T>(work: (db: Executor) => Promise<T>) => Promise<T>;

export function createClubMailContext(
  source: Executor | ClubReader,
  links: LinkConfig & { JWT_SECRET?: string },
  opts: { messageIds?: number[] } = {},
): ClubMailContext {
  const read: ClubReader =
    typeof source === 'function' ? source : (work) => work(source as Executor);
  const clubs = new Map<number, Promise<Club>>();
  const uids = new Map<number, string | null>();
  // The job's recipients are read once, by the first call; calls made meanwhile (a group's
  // messages are composed together) wait for that read rather than reading one by one.
  let batch: Promise<void> | undefined = opts.messageIds?.length ? undefined : Promise.resolve();

  const loadClub = (orgId: number): Promise<Club> =>
    read(async (db) => {
      const [row] = await db
        .select({ name: organisations.name })
        .from(organisations)
        .where(eq(organisations.id, orgId));
      if (!row) throw new Error(`Club ${orgId} not found.`);
      return { name: row.name, siteUrl: await clubSiteUrl(db, orgId, links) };
    });

  /** The uids of every recipient of the job's messages, in one statement. */
  const loadBatch = async (orgId: number) => {
    const rows = await read((db) =>
      db
        .select({ personId: people.id, uid: people.emailSettingsUid })
        .from(messages)
        .innerJoin(people, and(eq(people.id, messages.toPersonId), inClub(people, orgId)))
        .where(and(inClub(messages, orgId), inArray(messages.id, opts.messageIds ?? []))),
    );
    for (const row of rows) uids.set(row.personId, row.uid);
  };

  return {
    linkKey: signedLinkKey(links.JWT_SECRET),
    club(orgId) {
      let club = clubs.get(orgId);
      if (!club) {
        club = loadClub(orgId);
        clubs.set(orgId, club);
        club.catch(() => clubs.delete(orgId));
      }
      return club;
    },
    async settingsUid(orgId, personId) {
      batch ??= loadBatch(orgId);
      await batch;
      if (!uids.has(personId)) {
        const [row] = await read((db) =>
          db
            .select({ uid: people.emailSettingsUid })
            .from(people)
            .where(and(inClub(people, orgId), eq(people.id, personId))),
        );
        uids.set(personId, row?.uid ?? null);
      }
      return uids.get(personId) ?? null;
    },
  };
}

/** The footer's sentence, and the settings link when there is one (a person, not an address). */
export function clubMailFooter(clubName: string, settingsLink: string | null) {
  const who = `You receive this email from ${clubName} through Crewcall.`;
  const text = settingsLink ? `${who} Change which emails you get: ${settingsLink}` : who;
  const html = settingsLink
    ? `${escapeHtml(who)} Change which emails you get: <a href="${escapeHtml(settingsLink)}">${escapeHtml(settingsLink)}</a>`
    : escapeHtml(who);
  return { text, html };
}

/** `html` with `footer` as its last paragraph (inside its body element when it has one). */
function withHtmlFooter(html: string, footer: string) {
  const block = `<hr><p style="color:#666;font-size:12px">${footer}</p>`;
  const end = html.search(/<\/body>/i);
  return end === -1 ? `${html}\n${block}` : `${html.slice(0, end)}${block}\n${html.slice(end)}`;
}

/**
 * A club's email as it leaves: from the club's name, with a footer saying who sends it and
 * linking to the recipient's email settings (text and html), and a List-Unsubscribe header
 * with that link, so that mail programs offer "unsubscribe" too. Security mail (reset,
 * invitation) never comes here: it is account mail, sent whatever the settings.
 */
export async function composeClubEmail(ctx: ClubMailContext, mail: ClubMail): Promise<ClubMail> {
  const club = await ctx.club(mail.organisationId);
  const uid = mail.toPersonId ? await ctx.settingsUid(mail.organisationId, mail.toPersonId) : null;
  const link = uid ? emailSettingsUrl(club.siteUrl, uid) : null;
  const footer = clubMailFooter(club.name, link);
  // Personal links (a duty's "Confirm") are made here, as the email leaves: signed-links.ts.
  const signed = (text: string) =>
    expandSignedLinks(text, {
      key: ctx.linkKey,
      siteUrl: club.siteUrl,
      orgId: mail.organisationId,
      personId: mail.toPersonId,
    });
  return {
    ...mail,
    fromName: club.name,
    text: `${signed(mail.text).replace(/\s+$/, '')}\n\n-- \n${footer.text}\n`,
    ...(mail.html ? { html: withHtmlFooter(signed(mail.html), footer.html) } : {}),
    headers: { ...mail.headers, ...(link ? { 'List-Unsubscribe': `<${link}>` } : {}) },
  };
}
