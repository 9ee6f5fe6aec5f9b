import { randomBytes } from 'node:crypto';
import type { Db } from '@/db/client';
import { accounts, organisationDomains, organisations, people } from '@/db/schema';
import { hashPassword } from '@/lib/password';

const unique = () => randomBytes(4).toString('hex');

export type TestOrg = { id: number; name: string; host: string };

/** A club answering on `host` (default: a unique *.test host). */
export async function createOrg(
  db: Db,
  opts: { name?: string; host?: string } = {},
): Promise<TestOrg> {
  const suffix = unique();
  const host = opts.host ?? `club-${suffix}.test`;
  const [org] = await db
    .insert(organisations)
    .values({ name: opts.name ?? `Club ${suffix}`, prefix: `C${suffix.slice(0, 4).toUpperCase()}` })
    .returning();
  await db
    .insert(organisationDomains)
    .values({ organisationId: org.id, domain: host, isPrimary: true });
  return { id: org.id, name: org.name, host };
}

export const DEFAULT_PASSWORD = 'correct horse battery';

/** A person of `org`, with a login account unless `withAccount: false`. */
export async function createPerson(
  db: Db,
  org: { id: number },
  opts: {
    email?: string;
    name?: string;
    role?: 'new' | 'user' | 'admin';
    isActive?: boolean;
    password?: string;
    withAccount?: boolean;
  } = {},
) {
  const email = opts.email ?? `person-${unique()}@example.test`;
  let accountId: number | null = null;
  if (opts.withAccount !== false) {
    const existing = await db.query.accounts.findFirst({
      where: (a, { eq }) => eq(a.email, email),
    });
    accountId =
      existing?.id ??
      (
        await db
          .insert(accounts)
          .values({ email, passwordHash: await hashPassword(opts.password ?? DEFAULT_PASSWORD) })
          .returning()
      )[0].id;
  }
  const role = opts.role ?? 'user';
  const [person] = await db
    .insert(people)
    .values({
      organisationId: org.id,
      accountId,
      email,
      name: opts.name ?? `Person ${unique()}`,
      role,
      isActive: opts.isActive ?? role !== 'new',
    })
    .returning();
  return { ...person, password: opts.password ?? DEFAULT_PASSWORD };
}
