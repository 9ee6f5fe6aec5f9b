import { asc, eq, inArray, sql } from 'drizzle-orm';
import { accounts, organisationDomains, organisations, people } from '@/db/schema';
import type { Executor } from '@/lib/postgres';

/** Which of these domains another club already has. */
export async function findTakenDomains(db: Executor, domains: string[]): Promise<string[]> {
  const rows = await db
    .select({ domain: organisationDomains.domain })
    .from(organisationDomains)
    .where(inArray(organisationDomains.domain, domains));
  return rows.map((row) => row.domain);
}

export async function insertOrganisation(
  db: Executor,
  values: {
    name: string;
    prefix: string;
    contactName: string;
    contactEmail: string;
    timeZone?: string;
  },
) {
  const [org] = await db.insert(organisations).values(values).returning();
  return org;
}

/** The club's domains, the first one primary (links are built from it). */
export async function insertDomains(db: Executor, orgId: number, domains: string[]) {
  await db
    .insert(organisationDomains)
    .values(domains.map((domain, i) => ({ organisationId: orgId, domain, isPrimary: i === 0 })));
}

/** The login of this email anywhere on the service (emails compare case-insensitively). */
export async function findAccountIdByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(sql`lower(${accounts.email})`, email.toLowerCase()));
  return row ?? null;
}

export async function insertAccount(db: Executor, values: { email: string; passwordHash: string }) {
  const [account] = await db.insert(accounts).values(values).returning({ id: accounts.id });
  return account;
}

/** The club's first administrator, active at once and linked to a login. */
export async function insertAdmin(
  db: Executor,
  values: { organisationId: number; accountId: number; name: string; email: string },
) {
  const [admin] = await db
    .insert(people)
    .values({ ...values, role: 'admin', isActive: true })
    .returning({ id: people.id, email: people.email, name: people.name, role: people.role });
  return admin;
}

export async function listAllOrganisations(db: Executor) {
  return db.select().from(organisations).orderBy(asc(organisations.id));
}

export async function countOrganisations(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(organisations);
  return Number(row.n);
}
