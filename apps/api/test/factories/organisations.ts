import type { Db } from '@/db/client';
import { organisationDomains, organisations } from '@/db/schema';
import { unique } from './unique';

export type TestOrg = { id: number; name: string; host: string };

/** A club answering on `host` (default: a unique *.test host). */
export async function createOrg(
  db: Db,
  opts: { name?: string; host?: string; timeZone?: string } = {},
): Promise<TestOrg> {
  const suffix = unique();
  const host = opts.host ?? `club-${suffix}.test`;
  const [org] = await db
    .insert(organisations)
    .values({
      name: opts.name ?? `Club ${suffix}`,
      prefix: `C${suffix.slice(0, 4).toUpperCase()}`,
      timeZone: opts.timeZone,
    })
    .returning();
  await db
    .insert(organisationDomains)
    .values({ organisationId: org.id, domain: host, isPrimary: true });
  return { id: org.id, name: org.name, host };
}
