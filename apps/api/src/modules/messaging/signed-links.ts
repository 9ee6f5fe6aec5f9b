import { createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { SIGNED_LINK_PATHS } from '@/adapters/mail/redact-secrets';

/*
 * Signed links: a personal link (e.g. "Confirm" in a shift reminder) whose token is made
 * when the email leaves, never stored readable.
 *
 * Why not a random token put in the message: a queued message is a `messages` row the
 * club's admins can read (and a backup keeps), so a token written into its body would be a
 * readable secret in a message record. Instead the body carries a marker naming the link
 * (`[[signed-link:/duty/confirm/:duty-12-1893456000000]]`, no secret in it) and
 * `expandSignedLinks` replaces it, as the email is composed for the provider, with the
 * club's site (configured domain, never a request's host) and the token, an HMAC under a
 * server key of the club, the message's recipient and the marker's subject. The token is
 * therefore the same whenever it is made, so the code that queues the message stores its
 * SHA-256 beforehand (`signedLinkTokenHash`), and a click is looked up by that hash.
 *
 * The recipient comes from the message row, not the marker: a marker written into a bulk
 * message by an admin mints each recipient a link to their own subject only. A marker is
 * expanded only for paths the logs mask (SIGNED_LINK_PATHS, redact-secrets.ts); anything
 * else in that form is left as written.
 */

export type SignedLinkKey = Buffer;

let processKey: SignedLinkKey | undefined;
const derivedKeys = new Map<string, SignedLinkKey>();

/**
 * The key, derived (HKDF) from JWT_SECRET as the phone codes' is (modules/profile/
 * phone-codes.ts says why), so the API and a separate worker agree on it. Without
 * JWT_SECRET (tests, a development process given none) one random key per process: links
 * then work only in the process that sent them, as its access tokens do.
 */
export function signedLinkKey(jwtSecret: string | undefined): SignedLinkKey {
  if (!jwtSecret) {
    processKey ??= randomBytes(32);
    return processKey;
  }
  let key = derivedKeys.get(jwtSecret);
  if (!key) {
    const secret = Buffer.from(jwtSecret, 'utf8');
    key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'crewcall signed links', 32));
    derivedKeys.set(jwtSecret, key);
  }
  return key;
}

/** What a signed link is about: e.g. `duty-<shift>-<start ms>`. Letters, digits and dashes. */
const SUBJECT = /^[a-z0-9-]{1,100}$/;

export type SignedLinkOwner = { orgId: number; personId: number; subject: string };

/**
 * The token of a link: the club's id (so another club's host can say whose link it is),
 * a dot, and the base64url HMAC of club, person and subject (43 characters, 256 bits).
 */
export function signedLinkToken(key: SignedLinkKey, owner: SignedLinkOwner): string {
  if (!SUBJECT.test(owner.subject)) throw new Error(`Not a signed-link subject: ${owner.subject}`);
  const mac = createHmac('sha256', key)
    .update(`${owner.orgId}\n${owner.personId}\n${owner.subject}`)
    .digest('base64url');
  return `${owner.orgId}.${mac}`;
}

/** The stored form of a token: its SHA-256 (hex). 256 random-looking bits need no slow hash. */
export function signedLinkTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The club a token says it belongs to (its prefix), or null for anything malformed. */
export function signedLinkClub(token: string): number | null {
  const match = /^([1-9][0-9]{0,9})\.[A-Za-z0-9_-]{43}$/.exec(token);
  return match ? Number(match[1]) : null;
}

/** The marker a message body carries for a signed link to `path` about `subject`. */
export function signedLinkMarker(path: string, subject: string): string {
  if (!SIGNED_LINK_PATHS.includes(path)) throw new Error(`Not a signed-link path: ${path}`);
  if (!SUBJECT.test(subject)) throw new Error(`Not a signed-link subject: ${subject}`);
  return `[[signed-link:${path}:${subject}]]`;
}

const MARKER = /\[\[signed-link:(\/[a-z/-]+\/):([a-z0-9-]{1,100})\]\]/g;

/**
 * `text` with each marker replaced by its link for this recipient at this club's site
 * (`siteUrl`: scheme, configured domain, port). Without a recipient (a message to an
 * address only) a marker becomes nothing: there is nobody to sign for.
 */
export function expandSignedLinks(
  text: string,
  o: { key: SignedLinkKey; siteUrl: string; orgId: number; personId: number | null | undefined },
): string {
  if (!text.includes('[[signed-link:')) return text;
  return text.replace(MARKER, (whole, path: string, subject: string) => {
    if (!SIGNED_LINK_PATHS.includes(path)) return whole;
    if (!o.personId) return '';
    const token = signedLinkToken(o.key, { orgId: o.orgId, personId: o.personId, subject });
    return `${o.siteUrl}${path}${token}`;
  });
}
