import { sql } from 'drizzle-orm';

/**
 * A limit written into a statement's text rather than sent as a value. A `limit $n` is
 * costed by PostgreSQL at a tenth of the matches, so it plans every call afresh instead
 * of keeping one plan; a number in the text lets a statement built once (db/reusable-query.ts)
 * keep one plan, read through its index and stop at the limit.
 */
export const fixedLimit = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as number;
