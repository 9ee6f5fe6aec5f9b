import { KIOSK_SECRET_PREFIX } from '@crewcall/contract';
import { randomSecret, sha256 } from '@/lib/secrets';

/**
 * A kiosk's secret: the prefix (so a leaked one is recognisable in a log or a repository
 * scan) and 32 random bytes in base64url, 256 bits from the system's strong source.
 *
 * Stored as its SHA-256, not with a slow password hash (argon2): a slow hash makes
 * guessing a low-entropy password expensive, but nobody can guess 256 random bits, from
 * the digest or otherwise, so the slowness would buy nothing and cost every kiosk call
 * tens of milliseconds of CPU. A plain digest is also deterministic, so the secret is
 * found through the unique index on (club, hash) with one lookup.
 */
export function newKioskSecret(): { secret: string; hash: string; hint: string } {
  const secret = `${KIOSK_SECRET_PREFIX}${randomSecret(32)}`;
  return { secret, hash: hashKioskSecret(secret), hint: secret.slice(-4) };
}

export const hashKioskSecret = (secret: string) => sha256(secret);

/** Longer than any secret we make: a bigger header is refused without hashing it. */
export const MAX_KIOSK_SECRET_LENGTH = 200;
