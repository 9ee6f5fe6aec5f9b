import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { type Database, openDatabase } from '@/db/client';
import { databaseUrl, dropDatabase, withAdminConnection } from './pg-admin';

/** A fresh, migrated database for one test file, copied from the run's template. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = inject('templateDatabase');
  const name = `crewcall_t_${randomBytes(6).toString('hex')}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await withAdminConnection(async (sql) => {
        await sql.unsafe(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      });
      break;
    } catch (error) {
      // Two files copying the template at the same instant: PostgreSQL asks us to retry.
      if (attempt >= 10 || !String(error).includes('being accessed by other users')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
  return { url: databaseUrl(name), drop: () => dropDatabase(name) };
}

/**
 * The test database as its owner (the login role, no row-level security), with one
 * connection: for seeding both clubs as a DBA would, past the club fence.
 */
export function openAsOwner(url: string): Promise<Database> {
  return openDatabase({ url, dataDir: '', migrate: false, max: 1, appRole: false });
}
