import path from 'node:path';
import type { Config } from '@/env';
import { listDropFolder, writeDropFile } from '../drop-folder';
import type { SmsMessage } from './sms-adapter';

/**
 * The local SMS box: the phone's stand-in, as the mailbox is the inbox's (one JSON file per
 * SMS). Developers and the browser journeys read what was texted there.
 */
export type SmsboxEntry = {
  file: string;
  sent_at: string;
  organisation_id: number;
  to: string;
  text: string;
};

/**
 * The SMS box folder, or null when SMS is not delivered locally: SMS_DIR; else an `sms`
 * folder inside MAIL_DIR when that is set (so a test's or journey's mailbox has one);
 * else `<DATA_DIR>/sms` beside the default mailbox, except in production and tests.
 */
export function smsboxDir(config: Pick<Config, 'SMS_DIR' | 'MAIL_DIR' | 'DATA_DIR' | 'NODE_ENV'>) {
  if (config.SMS_DIR) return path.resolve(config.SMS_DIR);
  if (config.MAIL_DIR) return path.join(path.resolve(config.MAIL_DIR), 'sms');
  if (config.NODE_ENV === 'production' || config.NODE_ENV === 'test') return null;
  return path.join(config.DATA_DIR, 'sms');
}

/** Writes `sms` as a new file; a file of an earlier delivery with the same `key` is replaced. */
export function deliverToSmsbox(
  dir: string,
  sms: SmsMessage,
  now = new Date(),
  options: { key?: string } = {},
) {
  const entry: Omit<SmsboxEntry, 'file' | 'sent_at'> = {
    organisation_id: sms.organisationId,
    to: sms.to,
    text: sms.text,
  };
  return writeDropFile(dir, entry, now, options);
}

/** The newest SMS first, optionally only those to `to`. */
export function listSmsbox(dir: string, opts: { to?: string; limit?: number } = {}) {
  return listDropFolder<Omit<SmsboxEntry, 'file'>>(dir, opts);
}
