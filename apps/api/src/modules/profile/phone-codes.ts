import { createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { PHONE_CODE_DIGITS } from '@crewcall/contract';

/**
 * Phone verification codes: six random digits, stored only as an HMAC.
 *
 * Why an HMAC with a server key rather than a plain (or salted) SHA-256: a code has only
 * 10^6 values, so whoever reads the table (a leaked backup, a read-only SQL injection)
 * would find any code from its SHA-256, salt or not, in a fraction of a second and could
 * verify a phone that is not theirs within its five minutes. Keyed by a secret that is not
 * in the database, the stored value says nothing without that key. The message binds the
 * code to its club, person and number, so a hash copied to another row matches nothing.
 *
 * The key is derived (HKDF) from JWT_SECRET, which production must set and which a
 * zero-setup start keeps beside its database, so the API and a separate worker agree on
 * it; deriving keeps the signing key itself out of any other use. Without JWT_SECRET (tests,
 * a development process given no secret) a random key per process does: a code then only
 * works in the process that made it, as the access tokens do.
 */
export type PhoneCodeKey = Buffer;

export function phoneCodeKey(jwtSecret: string | undefined): PhoneCodeKey {
  const secret = jwtSecret ? Buffer.from(jwtSecret, 'utf8') : randomBytes(48);
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'crewcall phone codes', 32));
}

/** A fresh code: PHONE_CODE_DIGITS digits from the strong random source, leading zeros kept. */
export function newPhoneCode(): string {
  return String(randomInt(0, 10 ** PHONE_CODE_DIGITS)).padStart(PHONE_CODE_DIGITS, '0');
}

export type CodeOwner = { orgId: number; personId: number; phone: string };

/** The stored form of `code` for this person and number (hex). */
export function hashPhoneCode(key: PhoneCodeKey, owner: CodeOwner, code: string): string {
  return createHmac('sha256', key)
    .update(`${owner.orgId}\n${owner.personId}\n${owner.phone}\n${code}`)
    .digest('hex');
}

/** Whether `code` is the one stored as `stored`, compared in constant time. */
export function phoneCodeMatches(
  key: PhoneCodeKey,
  owner: CodeOwner,
  code: string,
  stored: string,
): boolean {
  const given = Buffer.from(hashPhoneCode(key, owner, code), 'hex');
  const kept = Buffer.from(stored, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

/**
 * The SMS: who sends it, the code first (phones offer to fill in a code they see early),
 * and for how long it works; the dialog says where it goes ("You have 5 minutes to enter
 * it below").
 */
export function phoneCodeText(clubName: string, code: string): string {
  return `${clubName}: ${code} is your code to verify this phone. It works for 5 minutes. Did not ask for it? Ignore this SMS.`;
}
