/**
 * Another club's public calendar, fetched by the browser (spec section 7: a GET to each
 * allowed address with the calendar's range). The other site is not ours: nothing of ours
 * is sent to it (no token, no cookies), its answer is read defensively, and a slow, dead
 * or odd address gives no events rather than an error.
 */

/** One event of another club, as the calendar shows it (grey, with the club's name). */
export interface ExternalEvent {
  /** Unique across all external calendars: `{address}#{event id}`. */
  key: string;
  name: string;
  /** ISO 8601. */
  start: string;
  end: string;
  /** The other club's name. */
  organisation: string;
  /** The event's page on the other club's site (http or https only). */
  url: string;
}

/** How long one address may take before the calendar goes on without it. */
export const EXTERNAL_TIMEOUT_MS = 5000;
/** At most this many events from one address (a 6-week month view needs far fewer). */
const MAX_EVENTS = 2000;
const MAX_TEXT = 200;

/**
 * The address with the range as `start` and `end` (its own query kept), or null when it is
 * not an http(s) address.
 */
export function externalCalendarUrl(address: string, range: { start: string; end: string }) {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set('start', range.start);
  url.searchParams.set('end', range.end);
  return url.toString();
}

/** Fetches and reads one address; any failure or a timeout gives `[]`, never a throw. */
export async function fetchExternalCalendar(
  address: string,
  range: { start: string; end: string },
  opts: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<ExternalEvent[]> {
  const url = externalCalendarUrl(address, range);
  if (!url) return [];
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, opts.timeoutMs ?? EXTERNAL_TIMEOUT_MS);
  opts.signal?.addEventListener('abort', abort);
  try {
    const res = await fetch(url, {
      method: 'GET',
      mode: 'cors',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      headers: { accept: 'application/json' },
      signal: controller.signal,
    });
    if (!res.ok) return [];
    return readExternalCalendar(address, await res.json());
  } catch {
    return [];
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', abort);
  }
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, MAX_TEXT) : null;
const moment = (value: unknown) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null;

/** An http(s) link, else null: a `javascript:` link from another site must never be clickable. */
function webLink(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * Reads the public calendar's answer (`{organisation: {name, url}, results: {events}, ids}`)
 * into events; rows missing a name or a valid start and end are left out.
 */
export function readExternalCalendar(address: string, body: unknown): ExternalEvent[] {
  if (!isObject(body) || !isObject(body.results) || !isObject(body.results.events)) return [];
  const rows = body.results.events;
  const site = isObject(body.organisation) ? body.organisation : {};
  const organisation = text(site.name) ?? hostOf(address);
  const siteLink = webLink(site.url) ?? originOf(address);
  const order = Array.isArray(body.ids) ? body.ids.map(String) : Object.keys(rows);
  const events: ExternalEvent[] = [];
  for (const id of order.slice(0, MAX_EVENTS)) {
    const row = rows[id];
    if (!isObject(row)) continue;
    const name = text(row.name);
    const start = moment(row.start);
    const end = moment(row.end) ?? start;
    if (!name || !start || !end) continue;
    events.push({
      key: `${address}#${id}`,
      name,
      start,
      end,
      organisation,
      url: webLink(row.url) ?? siteLink,
    });
  }
  return events;
}

function hostOf(address: string) {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
}

function originOf(address: string) {
  try {
    return new URL(address).origin;
  } catch {
    return '';
  }
}
