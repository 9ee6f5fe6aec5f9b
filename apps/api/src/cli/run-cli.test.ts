import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationDomains, people, roles } from '@/db/schema';
import { loadConfig } from '@/env';
import { createTestDatabase } from '../../test/test-database';
import { openDatabase } from '@/db/client';
import { runCli } from './run-cli';

let url: string;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ url, drop } = await createTestDatabase());
});
afterAll(() => drop());

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, { DATABASE_URL: url });
  const code = await runCli(argv, config, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function withDb<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) {
  const database = await openDatabase({ url, dataDir: '', migrate: false, max: 1 });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

const createArgs = (domain: string) => [
  'org:create',
  '--name', 'Estuary Club',
  '--prefix', 'EST',
  '--domain', domain,
  '--domain', `www.${domain}`,
  '--admin-email', 'admin@estuary.test',
  '--admin-name', 'Estuary Admin',
  '--admin-password', 'estuary password',
];

describe('pnpm cli', () => {
  it('org:create onboards a club and prints JSON', async () => {
    const res = await cli(...createArgs('estuary.test'));
    expect(res.code).toBe(0);
    const printed = JSON.parse(res.out);
    expect(printed.organisation).toMatchObject({ name: 'Estuary Club', domains: ['estuary.test', 'www.estuary.test'] });
    expect(printed.admin).toMatchObject({ email: 'admin@estuary.test', role: 'admin' });
    const domains = await withDb((db) =>
      db.select().from(organisationDomains).where(eq(organisationDomains.organisationId, printed.organisation.id)),
    );
    expect(domains.map((d) => d.domain).sort()).toEqual(['estuary.test', 'www.estuary.test']);
  });

  it('org:create refuses a taken domain with the field error and exit 1', async () => {
    const res = await cli(...createArgs('estuary.test'));
    expect(res.code).toBe(1);
    expect(JSON.parse(res.err).domains[0]).toContain('estuary.test');
  });

  it('org:create refuses missing options', async () => {
    const res = await cli('org:create', '--name', 'No Domain');
    expect(res.code).toBe(1);
    expect(JSON.parse(res.err)).toMatchObject({ domains: ['At least one domain is required.'] });
  });

  it('org:list prints every club', async () => {
    const res = await cli('org:list');
    expect(res.code).toBe(0);
    expect(JSON.parse(res.out).map((o: { name: string }) => o.name)).toContain('Estuary Club');
  });

  it('demo:seed fills a club once', async () => {
    const first = await cli('demo:seed', '--domain', 'estuary.test');
    expect(first.code).toBe(0);
    expect(JSON.parse(first.out)).toMatchObject({ seeded: true, roles: 7 });
    const second = await cli('demo:seed', '--domain', 'estuary.test');
    expect(JSON.parse(second.out).seeded).toBe(false);
    const counts = await withDb(async (db) => ({
      roles: (await db.select().from(roles)).length,
      people: (await db.select().from(people)).length,
    }));
    expect(counts.roles).toBe(7);
    expect(counts.people).toBeGreaterThan(20);
  });

  it('an unknown command prints usage and exits 1', async () => {
    const res = await cli('org:explode');
    expect(res.code).toBe(1);
    expect(res.err).toContain('Usage: pnpm cli');
  });
});
