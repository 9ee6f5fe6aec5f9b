import { createTestDatabase } from '@test/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLUB_NAME, ensureDemoOrganisation } from '@/bootstrap/demo-organisation';
import { type Database, openDatabase } from '@/db/client';
import { organisations } from '@/db/schema';
import { withPlatformScope } from '@/db/scope';
import { loadConfig } from '@/env';

// Two instances started with DEMO_BOOTSTRAP=true on an empty database (docker compose runs
// two): both find no club, one creates the demo club, and the other must still start.
let drop: () => Promise<void>;
const databases: Database[] = [];
beforeAll(async () => {
  const created = await createTestDatabase();
  drop = created.drop;
  for (let i = 0; i < 2; i++) {
    databases.push(await openDatabase({ url: created.url, dataDir: '', migrate: false, max: 2 }));
  }
});
afterAll(async () => {
  for (const database of databases) await database.close();
  await drop?.();
});

describe('the demo club on two instances starting at once', () => {
  it('is created once, and both start', async () => {
    const config = loadConfig(
      { NODE_ENV: 'test' },
      { DEMO_BOOTSTRAP: true, DEMO_ADMIN_PASSWORD: 'a-long-enough-demo-password-1' },
    );
    const log = { info: () => {} } as never;
    const write = process.stdout.write;
    process.stdout.write = (() => true) as typeof process.stdout.write; // the banner
    try {
      const results = await Promise.allSettled(
        databases.map((database) => ensureDemoOrganisation(database.db, config, log)),
      );
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
      const made = results.filter((r) => r.status === 'fulfilled' && r.value !== null);
      expect(made).toHaveLength(1);
    } finally {
      process.stdout.write = write;
    }
    const clubs = await withPlatformScope(databases[0].db, (tx) =>
      tx.select({ name: organisations.name }).from(organisations),
    );
    expect(clubs).toEqual([{ name: DEMO_CLUB_NAME }]);
  });
});
