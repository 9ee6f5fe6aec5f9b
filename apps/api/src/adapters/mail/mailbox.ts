import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '@/env';
import type { MailMessage } from './mail-adapter';

/**
 * The local mailbox: the developer's (and the browser journeys') stand-in for the
 * recipient's inbox. One JSON file per mail, named so that names sort by time. It holds
 * mail as the recipient would get it, links included; it is not a record (that is
 * `messages`), and it is off in production unless MAIL_DIR is set on purpose.
 */
export type MailboxEntry = {
  file: string;
  sent_at: string;
  organisation_id: number;
  to: string;
  subject: string;
  text: string;
  html?: string;
};

/** The mailbox folder, or null when mail is not delivered locally. */
export function mailboxDir(config: Pick<Config, 'MAIL_DIR' | 'DATA_DIR' | 'NODE_ENV'>) {
  if (config.MAIL_DIR) return path.resolve(config.MAIL_DIR);
  if (config.NODE_ENV === 'production' || config.NODE_ENV === 'test') return null;
  return path.join(config.DATA_DIR, 'mailbox');
}

/**
 * Writes `message` as a new file. With a `key` (a job's), a file of an earlier delivery
 * with that key is replaced: a job retried after a crash leaves one file, not two.
 */
export async function deliverToMailbox(
  dir: string,
  message: MailMessage,
  now = new Date(),
  options: { key?: string } = {},
) {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const suffix = options.key ? `-${options.key.replace(/[^A-Za-z0-9_-]/g, '_')}.json` : null;
  const earlier = suffix ? (await readdir(dir)).filter((f) => f.endsWith(suffix)) : [];
  const file = `${stamp}${suffix ?? `-${randomBytes(4).toString('hex')}.json`}`;
  const entry: Omit<MailboxEntry, 'file'> = {
    sent_at: now.toISOString(),
    organisation_id: message.organisationId,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
  };
  await writeFile(path.join(dir, file), `${JSON.stringify(entry, null, 2)}\n`, { mode: 0o600 });
  for (const old of earlier) if (old !== file) await rm(path.join(dir, old), { force: true });
  return file;
}

/** The newest mails first, optionally only those to `to` (case-insensitive). */
export async function listMailbox(
  dir: string,
  opts: { to?: string; limit?: number } = {},
): Promise<MailboxEntry[]> {
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.json'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const to = opts.to?.toLowerCase();
  const limit = opts.limit ?? 20;
  const found: MailboxEntry[] = [];
  for (const file of files.sort().reverse()) {
    if (found.length >= limit) break;
    try {
      const entry = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
      if (to && String(entry.to).toLowerCase() !== to) continue;
      found.push({ file, ...entry });
    } catch {
      // a file being written, or not ours: skip it
    }
  }
  return found;
}
