/**
 * Links whose last path segment is a secret (a single-use token). Each entry is the path
 * before the secret; add new secret links here and every log line masks them.
 */
const SECRET_LINK_PATHS = ['/password/reset/', '/forgot/reset/'];

const pattern = new RegExp(
  `(${SECRET_LINK_PATHS.map((p) => p.replace(/[/]/g, '\\/')).join('|')})[^\\s/?#"'<>\\\\]+`,
  'g',
);

export const REDACTED = '[redacted]';

/** `…/password/reset/<token>` → `…/password/reset/[redacted]`, anywhere in `text`. */
export function redactSecrets(text: string): string {
  return text.replace(pattern, `$1${REDACTED}`);
}
