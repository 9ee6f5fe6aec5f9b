import type { Db } from '@/db/client';
import { accounts, people } from '@/db/schema';
import { hashPassword } from '@/lib/password';
import { unique } from './unique';

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
