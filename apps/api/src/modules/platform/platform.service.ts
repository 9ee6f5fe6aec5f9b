import type { CreateOrganisation } from '@crewcall/contract';
import type { Db } from '@/db/client';
import { withPlatformScope } from '@/db/scope';
import { validationError } from '@/lib/http-errors';
import { hashPassword } from '@/lib/password';
import { isUniqueViolation } from '@/lib/postgres';
import { listDomainsByOrganisation, type Organisation } from '@/modules/organisations';
import { toSite } from '@/modules/organisations';
import {
  findAccountIdByEmail,
  findTakenDomains,
  insertAccount,
  insertAdmin,
  insertDomains,
  insertOrganisation,
  listAllOrganisations,
} from './platform.queries';

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

/**
 * Onboards a club: the organisation, its domains and its first administrator, all or nothing.
 * An email that already has an account elsewhere on the service joins with that account
 * (its password is left as it is: the operator cannot change someone's existing login).
 */
export async function createOrganisation(db: Db, input: CreateOrganisation, link: SiteLinkOptions) {
  const domains = [...new Set(input.domains)];
  const taken = await findTakenDomains(db, domains);
  if (taken.length) {
    throw validationError({
      domains: taken.map((domain) => `The domain ${domain} is already in use.`),
    });
  }
  const passwordHash = await hashPassword(input.admin.password);
  try {
    // Creating a club writes rows of a club that is not yet anyone's request: a platform scope.
    return await withPlatformScope(db, async (tx) => {
      const org = await insertOrganisation(tx, {
        name: input.name,
        prefix: input.prefix,
        contactName: input.contact_name ?? input.admin.name,
        contactEmail: input.contact_email ?? input.admin.email,
      });
      await insertDomains(tx, org.id, domains);
      const account =
        (await findAccountIdByEmail(tx, input.admin.email)) ??
        (await insertAccount(tx, { email: input.admin.email, passwordHash }));
      const admin = await insertAdmin(tx, {
        organisationId: org.id,
        accountId: account.id,
        name: input.admin.name,
        email: input.admin.email,
      });
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
  const orgs = await listAllOrganisations(db);
  const domains = await listDomainsByOrganisation(
    db,
    orgs.map((o) => o.id),
  );
  return orgs.map((org) => toPlatformOrganisation(org, domains.get(org.id) ?? [], link));
}

export { countOrganisations } from './platform.queries';
