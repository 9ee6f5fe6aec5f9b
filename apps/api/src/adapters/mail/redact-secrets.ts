/**
 * Paths of signed links, whose token is made as the email leaves (modules/messaging/
 * signed-links.ts): a duty's "Confirm" and "Can't make it" (issue 25). Only these are signed.
 */
export const SIGNED_LINK_PATHS: readonly string[] = ['/duty/confirm/', '/duty/cant-make-it/'];

/**
 * Links whose last path segment is a secret (a single-use token). Each entry is the path
 * before the secret; add new secret links here and every log line masks them.
 */
const SECRET_LINK_PATHS = [
  '/password/reset/',
  '/forgot/reset/',
  ...SIGNED_LINK_PATHS,
  // the API calls of a duty link's page: `/api/duty-links/<token>[/confirm]`
  '/duty-links/',
];

const pattern = new RegExp(
  `(${SECRET_LINK_PATHS.map((p) => p.replace(/[/]/g, '\\/')).join('|')})[^\\s/?#"'<>\\\\]+`,
  'g',
);

/**
 * A personal feed's address is `…/calendar-feeds/<secret>.ics`: every segment there is
 * masked (with or without `.ics`) except the feed's named routes, which log as they are.
 */
const secretFeedPattern =
  /(\/calendar-feeds\/)(?!(?:mine|external)(?![^\s/?#"'<>\\]))[^\s/?#"'<>\\]+/g;

export const REDACTED = '[redacted]';

/** `…/password/reset/<token>` → `…/password/reset/[redacted]`, anywhere in `text`. */
export function redactSecrets(text: string): string {
  return text.replace(pattern, `$1${REDACTED}`).replace(secretFeedPattern, `$1${REDACTED}`);
}
