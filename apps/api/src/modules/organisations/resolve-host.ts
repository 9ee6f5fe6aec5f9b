/**
 * Which host name a request was addressed to. Pure: the tenant plugin feeds it headers.
 * `X-Forwarded-Host` is believed only behind a trusted proxy, otherwise anyone could
 * pick a club by sending the header.
 */
export type HostHeaders = {
  host?: string | string[];
  forwardedHost?: string | string[];
  trustProxy: boolean;
};

export function normaliseHost(raw: string | undefined): string | null {
  if (!raw) return null;
  let host = raw.split(',')[0].trim().toLowerCase();
  if (!host) return null;
  if (host.startsWith('[')) {
    // IPv6 literal: [::1]:3000 → ::1
    const end = host.indexOf(']');
    return end > 1 ? host.slice(1, end) : null;
  }
  const colon = host.indexOf(':');
  if (colon !== -1) host = host.slice(0, colon);
  if (host.endsWith('.')) host = host.slice(0, -1);
  return /^[a-z0-9.-]+$/.test(host) ? host : null;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function resolveRequestHost({
  host,
  forwardedHost,
  trustProxy,
}: HostHeaders): string | null {
  if (trustProxy) {
    const forwarded = normaliseHost(first(forwardedHost));
    if (forwarded) return forwarded;
  }
  return normaliseHost(first(host));
}
