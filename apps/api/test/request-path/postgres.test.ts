import { postgresDriver } from './drivers';
import { describeRequestPath } from './request-path-suite';

// Two connections: enough for two club transactions at once, few enough that a connection
// not given back (or a dead one handed out again) hangs the next test instead of passing.
describeRequestPath(postgresDriver({ max: 2 }));
