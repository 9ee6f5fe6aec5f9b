import type { CreateOrganisation } from '@crewcall/contract';
import type { Db } from '@/db/client';
import { withPlatformScope } from '@/db/scope';
import { validationError } from '@/lib/http-errors';
import { hashPassword } from '@/lib/password';
import { isUniqueViolation } from '@/lib/postgres';
import { type LinkConfig, siteUrlOf } from '@/modules/auth';
import {
  assertClubTimeZone,
  listDomainsByOrganisation,
  type Organisation,
  toSite,
} from '@/modules/organisations';
import {
  findAccountIdByEmail,
  findTakenDomains,
  insertAccount,
  insertAdmin,
  insertDomains,
  insertOrganisation,
  listAllOrganisations,
} from './platform.queries';

/**
 * A club's site fields with its domains, the URL built from its primary domain as its
 * mailed links are (PUBLIC_SCHEME, PUBLIC_PORT: modules/auth/club-links.ts).
 */
export function toPlatformOrganisation(org: Organisation, domains: string[], links: LinkConfig) {
  const url = domains[0] ? siteUrlOf(domains[0], links) : '';
  return { ...toSite(org, url), domains };
}

/**
 * Onboards a club: the organisation, its domains and its first administrator, all or nothing.
 * An email that already has an account elsewhere on the service joins with that account
 * (its password is left as it is: the operator cannot change someone's existing login).
 */
export async function createOrganisation(db: Db, input: CreateOrganisation, links: LinkConfig) {
  const domains = [...new Set(input.domains)];
  const taken = await findTakenDomains(db, domains);
  if (taken.length) {
    throw validationError({
      domains: taken.map((domain) => `The domain ${domain} is already in use.`),
    });
  }
  await assertClubTimeZone(db, input.time_zone);
  const passwordHash = await hashPassword(input.admin.password);
  try {
    // Creating a club writes rows of a club that is not yet anyone's request: a platform scope.
    return await withPlatformScope(db, async (tx) => {
      const org = await insertOrganisation(tx, {
        name: input.name,
        prefix: input.prefix,
        contactName: input.contact_name ?? input.admin.name,
        contactEmail: input.contact_email ?? input.admin.email,
        timeZone: input.time_zone, // the column's default (DEFAULT_TIME_ZONE) when not given
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
      return { organisation: toPlatformOrganisation(org, domains, links), admin };
    });
  } catch (error) {
    // Two onboardings racing for the same domain: the unique index decides.
    if (isUniqueViolation(error))
      throw validationError({ domains: ['One of these domains is already in use.'] });
    throw error;
  }
}

export async function listOrganisations(db: Db, links: LinkConfig) {
  const orgs = await listAllOrganisations(db);
  const domains = await listDomainsByOrganisation(
    db,
    orgs.map((o) => o.id),
  );
  return orgs.map((org) => toPlatformOrganisation(org, domains.get(org.id) ?? [], links));
}

export { countOrganisations } from './platform.queries';
