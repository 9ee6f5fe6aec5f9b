/**
 * Which pages another site may frame (CSP `frame-ancestors *` instead of `'self'`).
 *
 * Decided by an allow-list on the path the web router will match, and denied by default:
 * react-router matches case-insensitively on the decoded path, and a browser keeps
 * doubled slashes, so `/PEOPLE/list`, `//people/list` and `/%70eople/list` all render the
 * people list. Testing the raw path against a list of admin screens let those spellings be
 * framed by any site (clickjacking an admin); a page missing from the allow-list below,
 * however it is spelled, is only framed by the app itself.
 */

/** Framed by any site without asking: the kiosk page and the public calendar. */
const ALWAYS_EMBEDDABLE = [/^\/kiosk$/, /^\/events\/public(\/[a-z0-9-]+)*$/];

/**
 * Framed by any site when asked for with `?iframe` (the shell then hides its bars): the
 * pages a member reads, and the public entry pages. Admin screens, profile and password
 * pages are not here on purpose.
 */
const EMBEDDABLE_WITH_IFRAME = [
  /^\/dashboard$/,
  /^\/events\/calendar(\/[\d-]+)?$/,
  /^\/events\/\d+$/,
  /^\/series\/\d+$/,
  /^\/unavailability\/[\d-]+$/,
  /^\/(hello|login|register|register\/complete|privacy)$/,
];

/**
 * The path as the web router matches it: percent-decoded, lower-cased, runs of slashes
 * collapsed, without a trailing slash. Null when it cannot be decoded (no page matches it).
 */
export function routerPath(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const collapsed = decoded.toLowerCase().replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
}

/** Whether another site may frame the page at `url` (a path with its query). */
export function embeddable(url: string): boolean {
  // Split by hand: `new URL('//people/list', base)` would read `people` as a host name.
  const queryStart = url.indexOf('?');
  const path = routerPath(queryStart === -1 ? url : url.slice(0, queryStart));
  if (path === null) return false;
  if (ALWAYS_EMBEDDABLE.some((page) => page.test(path))) return true;
  const query = new URLSearchParams(queryStart === -1 ? '' : url.slice(queryStart + 1));
  return query.has('iframe') && EMBEDDABLE_WITH_IFRAME.some((page) => page.test(path));
}
