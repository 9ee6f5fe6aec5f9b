import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { env } from './context';

const run = promisify(execFile);

/**
 * A person's email-settings id, read from the journeys' database: what the link in each
 * of their club mails carries (`/profile/emails/{uid}`), for journeys that open that link
 * without waiting for a mail. For people of one club (emails from uniqueEmail).
 */
export async function emailSettingsUid(email: string): Promise<string> {
  // Written into the statement: only the plain addresses uniqueEmail makes get this far.
  if (!/^[\w.+-]+@[\w.-]+$/.test(email)) throw new Error(`emailSettingsUid: ${email}?`);
  const sql = `select email_settings_uid from people where lower(email) = lower('${email}')`;
  const { stdout } = await run('psql', [
    env.databaseUrl,
    '-At',
    '-v',
    'ON_ERROR_STOP=1',
    '-c',
    sql,
  ]);
  const uid = stdout.trim();
  if (!/^[0-9a-f]{64}$/.test(uid)) throw new Error(`No email-settings id for ${email}: ${stdout}`);
  return uid;
}
