import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** URL-safe random secret, e.g. for reset tokens and kiosk keys. */
export const randomSecret = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Secrets that are credentials are stored as their SHA-256. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Compares two secrets in constant time, whatever their lengths. */
export function secretsEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb);
}

/** A readable random password: letters and digits without look-alikes. */
export function randomPassword(length = 14): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}
