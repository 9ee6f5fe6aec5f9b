import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { jobs } from '@/db/schema';
import { withPlatformScope } from '@/db/scope';

/**
 * How long finished jobs stay. A job's payload is what a person typed (the address of a
 * reset request, even one that matched nobody): it is kept while it helps (a week for
 * jobs done, a month for failed ones, to find out why) and then deleted. Message records
 * keep what a club needs of a sent mail; the job row is only the means of sending it.
 */
export const JOB_RETENTION = { doneDays: 7, failedDays: 30 };

/** Deletes the finished jobs of every club older than JOB_RETENTION; answers how many. */
export async function purgeFinishedJobs(
  db: Db,
  keep: typeof JOB_RETENTION = JOB_RETENTION,
): Promise<number> {
  const olderThan = (days: number) =>
    lt(jobs.finishedAt, sql`now() - make_interval(days => ${days})`);
  return withPlatformScope(db, async (tx) => {
    const gone = await tx
      .delete(jobs)
      .where(
        or(
          and(eq(jobs.status, 'done'), olderThan(keep.doneDays)),
          and(eq(jobs.status, 'failed'), olderThan(keep.failedDays)),
        ),
      )
      .returning({ id: jobs.id });
    return gone.length;
  });
}
