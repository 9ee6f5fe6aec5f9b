import { randomBytes } from 'node:crypto';

/** A short random suffix, so names, hosts and emails never collide between tests. */
export const unique = () => randomBytes(4).toString('hex');
