import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { env } from './context';

/**
 * Mail as the recipient gets it: the API under test delivers every mail as a JSON file
 * into the local mailbox folder (MAIL_DIR, set by global-setup), the dev stand-in for an
 * inbox. The API's log never holds a secret link, so links are read from here.
 */
export type Mail = { to: string; subject: string; text: string; sent_at: string };

/** Every mail in the mailbox, oldest first. */
export function readMailbox(): Mail[] {
  let files: string[];
  try {
    files = readdirSync(env.mailDir).filter((f) => f.endsWith('.json'));
  } catch {
    return []; // nothing delivered yet
  }
  return files.sort().flatMap((file) => {
    try {
      return [JSON.parse(readFileSync(join(env.mailDir, file), 'utf8')) as Mail];
    } catch {
      return []; // being written
    }
  });
}

/** A point in time: pass as `after` to look only at mail sent from now on. */
export function mailMark(): number {
  return Date.now();
}

/** @deprecated the log holds no links any more; same as mailMark(). */
export const logMark = mailMark;

/** The newest mail to `email` (sent at or after `after`), waiting for it to arrive. */
export async function findMail(
  email: string,
  { after = 0, timeoutMs = 15_000 } = {},
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = readMailbox().filter(
      (m) => m.to.toLowerCase() === email.toLowerCase() && Date.parse(m.sent_at) >= after,
    );
    if (mails.length) return mails[mails.length - 1];
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No mail to ${email} in ${env.mailDir}`);
}

/**
 * The "choose a password" link (reset, set-password or invitation) in the newest mail to
 * `email`, e.g. `http://localhost:5123/password/reset/<token>`.
 */
export async function findResetLink(
  email: string,
  options: { after?: number; timeoutMs?: number } = {},
): Promise<string> {
  const mail = await findMail(email, options);
  const link = mail.text.match(/https?:\/\/[^\s"'\\]+\/password\/reset\/[A-Za-z0-9_-]+/);
  if (!link) throw new Error(`No password link in the mail to ${email}:\n${mail.text}`);
  return link[0];
}

/** Invitations carry the same kind of link. */
export const findInviteLink = findResetLink;
