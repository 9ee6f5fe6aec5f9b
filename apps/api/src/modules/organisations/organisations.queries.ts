import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { organisationDomains, organisations } from '@/db/schema';
import { type Executor, pgErrorCode } from '@/lib/postgres';

export type Organisation = typeof organisations.$inferSelect;

export async function findOrganisationByHost(db: Db, host: string): Promise<Organisation | null> {
  const rows = await db
    .select({ organisation: organisations })
    .from(organisationDomains)
    .innerJoin(organisations, eq(organisations.id, organisationDomains.organisationId))
    .where(eq(organisationDomains.domain, host))
    .limit(1);
  return rows[0]?.organisation ?? null;
}

/** Domains of the given clubs, primary first, in one query. */
export async function listDomainsByOrganisation(
  db: Db,
  orgIds: number[],
): Promise<Map<number, string[]>> {
  const byOrg = new Map<number, string[]>(orgIds.map((orgId) => [orgId, []]));
  if (orgIds.length === 0) return byOrg;
  const rows = await db
    .select({ orgId: organisationDomains.organisationId, domain: organisationDomains.domain })
    .from(organisationDomains)
    .where(inArray(organisationDomains.organisationId, orgIds))
    .orderBy(desc(organisationDomains.isPrimary), asc(organisationDomains.id));
  for (const row of rows) byOrg.get(row.orgId)?.push(row.domain);
  return byOrg;
}

/** The club's own settings; undefined values are left as they are. */
export async function updateOrganisationSettings(
  db: Db,
  orgId: number,
  values: Partial<Omit<typeof organisations.$inferInsert, 'id'>>,
): Promise<Organisation> {
  const [updated] = await db
    .update(organisations)
    .set(values)
    .where(eq(organisations.id, orgId))
    .returning();
  return updated;
}

/**
 * Whether PostgreSQL knows time zone `name` too: every read of "today" asks it
 * (`at time zone`), so a name only Intl knew (another tzdata release) would fail each
 * of them. Tried in a savepoint, so a refusal leaves the request's transaction usable.
 */
export async function databaseKnowsTimeZone(db: Executor, name: string): Promise<boolean> {
  try {
    await db.transaction((savepoint) => savepoint.execute(sql`select now() at time zone ${name}`));
    return true;
  } catch (error) {
    if (pgErrorCode(error) === '22023') return false; // invalid_parameter_value
    throw error;
  }
}
