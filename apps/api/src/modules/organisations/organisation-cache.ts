import type { Organisation } from './organisations.queries';

/**
 * Host → club, remembered for a few seconds. Every API call resolves its club first, so
 * this saves one query per request. Only hits are kept (a new club's domain works at
 * once); a club's own changes drop its entries here, other processes see them within TTL.
 */
export class OrganisationCache {
  private entries = new Map<string, { organisation: Organisation; expires: number }>();

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 10_000,
  ) {}

  get(host: string, now = Date.now()): Organisation | undefined {
    const entry = this.entries.get(host);
    if (!entry) return undefined;
    if (entry.expires > now) return entry.organisation;
    this.entries.delete(host);
    return undefined;
  }

  set(host: string, organisation: Organisation, now = Date.now()) {
    if (this.entries.size >= this.maxEntries) this.entries.clear(); // crude bound; TTL refills it
    this.entries.set(host, { organisation, expires: now + this.ttlMs });
  }

  forget(orgId: number) {
    for (const [host, entry] of this.entries)
      if (entry.organisation.id === orgId) this.entries.delete(host);
  }
}
