import type { CreateOrganisation } from '@crewcall/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { withPlatformScope } from '@/db/scope';
import { accounts, organisationDomains, organisations, people } from '@/db/schema';
import { validationError } from '@/lib/http-errors';
import { hashPassword } from '@/lib/password';
import {
  listDomainsByOrganisation,
  type Organisation,
} from '@/modules/organisations/organisations.queries';
import { toSite } from '@/modules/organisations/site';

export type SiteLinkOptions = { scheme: 'http' | 'https'; port?: number };

/** A club's site fields with its domains, the URL built from its primary domain. */
export function toPlatformOrganisation(
  org: Organisation,
  domains: string[],
  link: SiteLinkOptions,
) {
  const port = link.port && ![80, 443].includes(link.port) ? `:${link.port}` : '';
  const url = domains[0] ? `${link.scheme}://${domains[0]}${port}` : '';
  return { ...toSite(org, url), domains };
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

/**
 * Onboards a club: the organisation, its domains and its first administrator, all or nothing.
 * An email that already has an account elsewhere on the service joins with that account
 * (its password is left as it is: the operator cannot change someone's existing login).
 */
export async function createOrganisation(db: Db, input: CreateOrganisation, link: SiteLinkOptions) {
  const domains = [...new Set(input.domains)];
  const taken = await db
    .select({ domain: organisationDomains.domain })
    .from(organisationDomains)
    .where(inArray(organisationDomains.domain, domains));
  if (taken.length) {
    throw validationError({
      domains: taken.map((t) => `The domain ${t.domain} is already in use.`),
    });
  }
  const passwordHash = await hashPassword(input.admin.password);
  try {
    // Creating a club writes rows of a club that is not yet anyone's request: a platform scope.
    return await withPlatformScope(db, async (tx) => {
      const [org] = await tx
        .insert(organisations)
        .values({
          name: input.name,
          prefix: input.prefix,
          contactName: input.contact_name ?? input.admin.name,
          contactEmail: input.contact_email ?? input.admin.email,
        })
        .returning();
      await tx
        .insert(organisationDomains)
        .values(
          domains.map((domain, i) => ({ organisationId: org.id, domain, isPrimary: i === 0 })),
        );
      const [existing] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(sql`lower(${accounts.email})`, input.admin.email.toLowerCase()));
      const [account] = existing
        ? [existing]
        : await tx
            .insert(accounts)
            .values({ email: input.admin.email, passwordHash })
            .returning({ id: accounts.id });
      const [admin] = await tx
        .insert(people)
        .values({
          organisationId: org.id,
          accountId: account.id,
          name: input.admin.name,
          email: input.admin.email,
          role: 'admin',
          isActive: true,
        })
        .returning({ id: people.id, email: people.email, name: people.name, role: people.role });
      return { organisation: toPlatformOrganisation(org, domains, link), admin };
    });
  } catch (error) {
    // Two onboardings racing for the same domain: the unique index decides.
    if (isUniqueViolation(error))
      throw validationError({ domains: ['One of these domains is already in use.'] });
    throw error;
  }
}

export async function listOrganisations(db: Db, link: SiteLinkOptions) {
  const orgs = await db.select().from(organisations).orderBy(asc(organisations.id));
  const domains = await listDomainsByOrganisation(
    db,
    orgs.map((o) => o.id),
  );
  return orgs.map((org) => toPlatformOrganisation(org, domains.get(org.id) ?? [], link));
}

export async function countOrganisations(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(organisations);
  return Number(row.n);
}

export async function findOrganisationById(db: Db, id: number) {
  const [org] = await db.select().from(organisations).where(eq(organisations.id, id));
  return org ?? null;
}
