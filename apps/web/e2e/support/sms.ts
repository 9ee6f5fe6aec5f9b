import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { env } from './context';

/**
 * SMS as the phone gets them: the API under test (its default `log` SMS adapter) delivers
 * every SMS as a JSON file into the SMS box, an `sms` folder inside the mailbox folder
 * (MAIL_DIR, set by global-setup). The API's log never holds a verification code, so codes
 * are read from here, as links are read from the mailbox (support/mail.ts).
 */
export type Sms = { to: string; text: string; sent_at: string; organisation_id: number };

const smsDir = () => join(env.mailDir, 'sms');

/** Every SMS in the box, oldest first. */
export function readSmsbox(): Sms[] {
  let files: string[];
  try {
    files = readdirSync(smsDir()).filter((f) => f.endsWith('.json'));
  } catch {
    return []; // nothing texted yet
  }
  return files.sort().flatMap((file) => {
    try {
      return [JSON.parse(readFileSync(join(smsDir(), file), 'utf8')) as Sms];
    } catch {
      return []; // being written
    }
  });
}

/** The newest SMS to `phone` (sent at or after `after`), waiting for it to arrive. */
export async function findSms(phone: string, { after = 0, timeoutMs = 15_000 } = {}): Promise<Sms> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const texts = readSmsbox().filter((s) => s.to === phone && Date.parse(s.sent_at) >= after);
    if (texts.length) return texts[texts.length - 1]!;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No SMS to ${phone} in ${smsDir()}`);
}

/** The verification code (six digits) in the newest SMS to `phone`. */
export async function findSmsCode(
  phone: string,
  options: { after?: number; timeoutMs?: number } = {},
): Promise<string> {
  const sms = await findSms(phone, options);
  const code = sms.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`No code in the SMS to ${phone}:\n${sms.text}`);
  return code;
}
