import type { Db } from '@/db/client';
import { competencies, records, roleCompetencies } from '@/db/schema';
import { unique } from './unique';

type Club = { id: number };

/** A competency of `org`; `validityMonths` null (the default): it never expires. */
export async function createCompetency(
  db: Db,
  org: Club,
  opts: { name?: string; validityMonths?: number | null } = {},
) {
  const [row] = await db
    .insert(competencies)
    .values({
      organisationId: org.id,
      name: opts.name ?? `Competency ${unique()}`,
      validityMonths: opts.validityMonths ?? null,
    })
    .returning();
  return row;
}

/** A record of `personId` in `competencyId`, achieved `achieved`, expiring `expires` (null: never). */
export async function createRecord(
  db: Db,
  org: Club,
  opts: {
    personId: number;
    competencyId: number;
    achieved?: string;
    expires?: string | null;
    current?: boolean;
  },
) {
  const [row] = await db
    .insert(records)
    .values({
      organisationId: org.id,
      personId: opts.personId,
      competencyId: opts.competencyId,
      achieved: opts.achieved ?? '2020-01-01',
      expires: opts.expires ?? null,
      current: opts.current ?? true,
    })
    .returning();
  return row;
}

/** Role `roleId` requires `competencyId`. */
export async function requireCompetency(
  db: Db,
  org: Club,
  opts: { roleId: number; competencyId: number },
) {
  await db
    .insert(roleCompetencies)
    .values({ organisationId: org.id, roleId: opts.roleId, competencyId: opts.competencyId });
}
