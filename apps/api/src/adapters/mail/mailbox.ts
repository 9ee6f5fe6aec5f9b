import path from 'node:path';
import type { MessageAttachment } from '@/db/schema/messaging';
import type { Config } from '@/env';
import { listDropFolder, writeDropFile } from '../drop-folder';
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
  /** The sender's name (the club's) as the provider would show it. */
  from_name?: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe on club mail). */
  headers?: Record<string, string>;
  attachments?: MessageAttachment[];
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
export function deliverToMailbox(
  dir: string,
  message: MailMessage,
  now = new Date(),
  options: { key?: string } = {},
) {
  const entry: Omit<MailboxEntry, 'file' | 'sent_at'> = {
    organisation_id: message.organisationId,
    to: message.to,
    ...(message.fromName ? { from_name: message.fromName } : {}),
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.headers ? { headers: message.headers } : {}),
    ...(message.attachments?.length ? { attachments: message.attachments } : {}),
  };
  return writeDropFile(dir, entry, now, options);
}

/** The newest mails first, optionally only those to `to` (case-insensitive). */
export function listMailbox(dir: string, opts: { to?: string; limit?: number } = {}) {
  return listDropFolder<Omit<MailboxEntry, 'file'>>(dir, opts);
}
