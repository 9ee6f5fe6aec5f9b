import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listMailbox, mailboxDir } from '@/adapters/mail/mailbox';
import type { Config } from '@/env';
import type { TestApp } from './test-app';

/** Config for a test app whose mail is delivered to a fresh mailbox folder. */
export const withMailbox = (): Partial<Config> => ({
  MAIL_DIR: mkdtempSync(path.join(tmpdir(), 'crewcall-mailbox-')),
});

/**
 * The mails delivered to `to`, newest first, once the app's jobs have run (every mail is
 * sent by a job, after the request that enqueued it has answered).
 */
export async function mailboxOf(t: TestApp, to: string) {
  await t.app.jobs.settled();
  const dir = mailboxDir(t.config);
  if (!dir) throw new Error('This test app has no mailbox: create it with withMailbox().');
  return listMailbox(dir, { to, limit: 100 });
}

/** The link and its token in a mailed "choose a password" email. */
export function linkIn(mail: { text: string }) {
  const match = mail.text.match(/(https?:\/\/\S+)\/password\/reset\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`No password link in:\n${mail.text}`);
  return { url: match[0], base: match[1], token: match[2] };
}
