import { pgliteDriver } from '../request-path/drivers';
import { describeRequestPath } from '../request-path/request-path-suite';

// The request path's behaviours (test/request-path/postgres.test.ts) with PGlite on a
// worker thread of its own, as `pnpm start` runs it (db/pglite-thread.ts).
describeRequestPath(pgliteDriver({ thread: true }));
