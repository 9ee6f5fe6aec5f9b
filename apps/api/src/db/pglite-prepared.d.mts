import type { PGlite } from '@electric-sql/pglite';

/** PGlite answering `query` and `transaction` with named prepared statements (pglite-prepared.mjs). */
export declare function preparedClient(pg: PGlite): PGlite;
