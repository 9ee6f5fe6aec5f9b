import { asc, desc } from 'drizzle-orm';
import { organisationDomains } from '@/db/schema';
import { inClub } from '@/db/scope';
import type { Config } from '@/env';
import type { Executor } from '@/lib/postgres';

export type LinkConfig = Pick<Config, 'PUBLIC_SCHEME' | 'PUBLIC_PORT' | 'NODE_ENV' | 'PORT'>;

/**
 * The port links carry: PUBLIC_PORT when configured; in development the port the server
 * listens on (it is reached directly there); otherwise none (a proxy on 80/443).
 */
export function linkPort(config: LinkConfig): number | undefined {
  const port = config.PUBLIC_PORT ?? (config.NODE_ENV === 'development' ? config.PORT : undefined);
  const schemeDefault = config.PUBLIC_SCHEME === 'https' ? 443 : 80;
  return port && port !== schemeDefault ? port : undefined;
}

/** `scheme://domain[:port]` of a domain, as configured (never from a request). */
export function siteUrlOf(domain: string, config: LinkConfig): string {
  const port = linkPort(config);
  return `${config.PUBLIC_SCHEME}://${domain}${port ? `:${port}` : ''}`;
}

/**
 * The base URL of club `orgId` for links in its emails: its primary domain (else its
 * first), PUBLIC_SCHEME and the configured port. Never the request's Host header: a
 * forged `Host: club.example:1@evil.example` still resolves to the club, and a link built
 * from it would mail the club's secret to the attacker's server.
 */
export async function clubSiteUrl(db: Executor, orgId: number, config: LinkConfig) {
  const [row] = await db
    .select({ domain: organisationDomains.domain })
    .from(organisationDomains)
    .where(inClub(organisationDomains, orgId))
    .orderBy(desc(organisationDomains.isPrimary), asc(organisationDomains.id))
    .limit(1);
  if (!row) throw new Error(`Club ${orgId} has no domain to build links from.`);
  return siteUrlOf(row.domain, config);
}
