import { pgliteDriver } from '../request-path/drivers';
import { describeRequestPath } from '../request-path/request-path-suite';

// The same behaviours as on PostgreSQL (test/request-path/postgres.test.ts), on PGlite.
describeRequestPath(pgliteDriver());
