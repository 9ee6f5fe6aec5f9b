import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationDomains, people, roles } from '@/db/schema';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deliverToMailbox } from '@/adapters/mail/mailbox';
import { type Config, loadConfig } from '@/env';
import { createTestDatabase } from '../../test/test-database';
import { openDatabase } from '@/db/client';
import { runCli } from './run-cli';

let url: string;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ url, drop } = await createTestDatabase());
});
afterAll(() => drop());

const cli = (...argv: string[]) => cliWith({}, ...argv);

async function cliWith(overrides: Partial<Config>, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    { DATABASE_URL: url, ...overrides },
  );
  const code = await runCli(argv, config, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function withDb<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) {
  const database = await openDatabase({ url, dataDir: '', migrate: false, max: 1, appRole: false });
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

  it('org:list prints each club at the port its links carry (PUBLIC_PORT, none by default)', async () => {
    const plain = JSON.parse((await cli('org:list')).out);
    const estuary = (list: { name: string; url: string }[]) =>
      list.find((o) => o.name === 'Estuary Club')!.url;
    expect(estuary(plain)).toBe('http://estuary.test');
    const direct = JSON.parse((await cliWith({ PUBLIC_PORT: 3000 }, 'org:list')).out);
    expect(estuary(direct)).toBe('http://estuary.test:3000');
  });

  it('mail:list prints the newest mails of the local mailbox, optionally to one address', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'crewcall-mailbox-'));
    const mail = (to: string, subject: string, at: string) =>
      deliverToMailbox(
        dir,
        { organisationId: 1, to, subject, text: `${subject} body` },
        new Date(at),
      );
    await mail('ann@example.test', 'First', '2026-01-01T10:00:00Z');
    await mail('bob@example.test', 'Second', '2026-01-01T11:00:00Z');
    await mail('ann@example.test', 'Third', '2026-01-01T12:00:00Z');

    const all = await cliWith({ MAIL_DIR: dir }, 'mail:list');
    expect(all.code).toBe(0);
    expect(JSON.parse(all.out).map((m: { subject: string }) => m.subject)).toEqual([
      'Third',
      'Second',
      'First',
    ]);
    const ann = await cliWith({ MAIL_DIR: dir }, 'mail:list', '--to', 'ANN@example.test', '--limit', '1');
    expect(JSON.parse(ann.out)).toEqual([
      expect.objectContaining({ to: 'ann@example.test', subject: 'Third', text: 'Third body' }),
    ]);
    const bad = await cliWith({ MAIL_DIR: dir }, 'mail:list', '--limit', 'lots');
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.err)).toHaveProperty('limit');
    const off = await cli('mail:list'); // tests (like production) have no mailbox unless set
    expect(off.code).toBe(1);
    expect(JSON.parse(off.err).detail).toContain('MAIL_DIR');
  });

  it('an unknown command prints usage and exits 1', async () => {
    const res = await cli('org:explode');
    expect(res.code).toBe(1);
    expect(res.err).toContain('Usage: pnpm cli');
  });
});
