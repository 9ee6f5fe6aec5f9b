import { listSmsbox, smsboxDir } from '@/adapters/sms/smsbox';
import type { TestApp } from './test-app';

/**
 * The SMS delivered to `to` by the default (log) SMS adapter, newest first, once the app's
 * jobs have run. A test app made with withMailbox() has an SMS box inside its mailbox.
 */
export async function smsboxOf(t: TestApp, to: string) {
  await t.app.jobs.settled();
  const dir = smsboxDir(t.config);
  if (!dir) throw new Error('This test app has no SMS box: create it with withMailbox().');
  return listSmsbox(dir, { to, limit: 100 });
}
