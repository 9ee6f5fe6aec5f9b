import type { PGlite } from '@electric-sql/pglite';

/** Tables whose planner statistics are missing or stale (planner-statistics.mjs). */
export declare const STALE_TABLES: string;
/** VACUUM (ANALYZE) of PGlite's stale tables, as their owner; answers their names. */
export declare function refreshStatistics(pg: PGlite): Promise<string[]>;
