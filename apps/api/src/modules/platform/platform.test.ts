import { createOrg } from '@test/factories';
import { createTestApp, OPERATOR_TOKEN, type TestApp } from '@test/test-app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, organisationDomains, organisations, people } from '@/db/schema';
import { verifyPassword } from '@/lib/password';
import { platformRoutes } from './platform.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PLATFORM_PER_MINUTE: 10_000 });
});
afterAll(() => t.close());

const validBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Harbour Sailing Club',
  prefix: 'HSC',
  domains: ['harbour.example.org', 'www.harbour.example.org'],
  contact_email: 'office@harbour.example.org',
  admin: {
    email: 'Commodore@Harbour.example.org',
    name: 'Pat Commodore',
    password: 'a long enough password',
  },
  ...overrides,
});

const onboard = (body: unknown, token: string | null = OPERATOR_TOKEN) => {
  const req = t
    .http()
    .post('/api/platform/organisations')
    .send(body as object);
  return token ? req.set('Authorization', `Bearer ${token}`) : req;
};

const countOrgs = async () => (await t.db.select().from(organisations)).length;

describe('POST /api/platform/organisations', () => {
  it('onboards a club with its domains and first admin', async () => {
    const res = await onboard(validBody());
    expect(res.status).toBe(201);
    expect(res.body.organisation).toMatchObject({
      name: 'Harbour Sailing Club',
      prefix: 'HSC',
      contact_email: 'office@harbour.example.org',
      contact_name: 'Pat Commodore',
      domains: ['harbour.example.org', 'www.harbour.example.org'],
      sms_enabled: false,
      feature_timesheets: false,
      allowed_external_calendars: [],
    });
    expect(res.body.admin).toMatchObject({
      email: 'commodore@harbour.example.org',
      name: 'Pat Commodore',
      role: 'admin',
    });

    const [admin] = await t.db.select().from(people).where(eq(people.id, res.body.admin.id));
    expect(admin).toMatchObject({
      organisationId: res.body.organisation.id,
      isActive: true,
      role: 'admin',
    });
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, admin.accountId!));
    expect(await verifyPassword(account.passwordHash, 'a long enough password')).toBe(true);
    expect(account.passwordHash).toMatch(/^\$argon2id\$/);

    // the new club answers on its domains straight away
    const site = await t
      .http()
      .get('/api/organisations/current/')
      .set('Host', 'www.harbour.example.org');
    expect(site.status).toBe(200);
    expect(site.body.name).toBe('Harbour Sailing Club');
  });

  it('refuses a missing token with 401', async () => {
    const before = await countOrgs();
    const res = await onboard(validBody({ domains: ['no-token.test'] }), null);
    expect(res.status).toBe(401);
    expect(res.body.detail).toBeTruthy();
    expect(await countOrgs()).toBe(before);
  });

  it('refuses a wrong token with 401 and a code', async () => {
    const res = await onboard(validBody({ domains: ['wrong-token.test'] }), 'not-the-token');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      detail: 'The operator token is not valid.',
      code: 'operator_token_invalid',
    });
  });

  it('refuses a domain already taken with 400 on domains, creating nothing', async () => {
    const existing = await createOrg(t.db, { host: 'taken.test' });
    const before = await countOrgs();
    const res = await onboard(validBody({ domains: ['fresh.test', 'TAKEN.test'] }));
    expect(res.status).toBe(400);
    expect(res.body.domains).toEqual(['The domain taken.test is already in use.']);
    expect(await countOrgs()).toBe(before);
    const fresh = await t.db
      .select()
      .from(organisationDomains)
      .where(eq(organisationDomains.domain, 'fresh.test'));
    expect(fresh).toHaveLength(0);
    expect(existing.id).toBeGreaterThan(0);
  });

  it.each([['not a domain'], ['http://x.test'], ['-bad.test'], ['a..test']])(
    'refuses the invalid domain %j',
    async (domain) => {
      const res = await onboard(validBody({ domains: [domain] }));
      expect(res.status).toBe(400);
      expect(Object.keys(res.body).some((k) => k.startsWith('domains'))).toBe(true);
    },
  );

  it('refuses an empty domain list and bad admin fields in the field shape', async () => {
    const res = await onboard(
      validBody({ domains: [], admin: { email: 'nope', name: '', password: 'short' } }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      domains: ['At least one domain is required.'],
      'admin.email': ['Invalid email.'],
      'admin.name': ['Required.'],
      'admin.password': ['Use at least 8 characters.'],
    });
  });

  it('joins an email that already has an account without changing its password', async () => {
    const first = await onboard(
      validBody({
        name: 'First',
        domains: ['first.test'],
        admin: { email: 'multi@club.test', name: 'M', password: 'original password' },
      }),
    );
    expect(first.status).toBe(201);
    const second = await onboard(
      validBody({
        name: 'Second',
        domains: ['second.test'],
        admin: { email: 'multi@club.test', name: 'M', password: 'other password' },
      }),
    );
    expect(second.status).toBe(201);
    const rows = await t.db.select().from(accounts).where(eq(accounts.email, 'multi@club.test'));
    expect(rows).toHaveLength(1);
    expect(await verifyPassword(rows[0].passwordHash, 'original password')).toBe(true);
  });
});

describe('GET /api/platform/organisations', () => {
  it('lists every club with its domains for the operator', async () => {
    const res = await t
      .http()
      .get('/api/platform/organisations')
      .set('Authorization', `Bearer ${OPERATOR_TOKEN}`);
    expect(res.status).toBe(200);
    const harbour = res.body.organisations.find(
      (o: { name: string }) => o.name === 'Harbour Sailing Club',
    );
    expect(harbour.domains).toEqual(['harbour.example.org', 'www.harbour.example.org']);
    // the address the club's mails carry (PUBLIC_SCHEME, PUBLIC_PORT: none here), not
    // the port this server listens on (issue 20, item 13)
    expect(harbour.url).toBe('http://harbour.example.org');
    expect(harbour.mediaRoot).toBe('http://harbour.example.org/media/');
  });

  it('refuses without the token', async () => {
    const res = await t.http().get('/api/platform/organisations');
    expect(res.status).toBe(401);
  });
});

describe('operator token and platform rate limit', () => {
  it('refuses to start with an operator token shorter than 32 characters', () => {
    expect(() => platformRoutes({ ...t.config, OPERATOR_TOKEN: 'x'.repeat(31) })).toThrow(
      /OPERATOR_TOKEN must be at least 32 characters/,
    );
    expect(() => platformRoutes({ ...t.config, OPERATOR_TOKEN: 'x'.repeat(32) })).not.toThrow();
    expect(() => platformRoutes({ ...t.config, OPERATOR_TOKEN: undefined })).not.toThrow();
  });

  it('limits calls per client IP, a wrong token counting five', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PLATFORM_PER_MINUTE: 12 });
    try {
      const list = (token: string, ip = '198.51.100.30') =>
        limited.app.inject({
          method: 'GET',
          url: '/api/platform/organisations',
          headers: { authorization: `Bearer ${token}` },
          remoteAddress: ip,
        });
      expect((await list(OPERATOR_TOKEN)).statusCode).toBe(200); // 1
      expect((await list('a wrong guess')).statusCode).toBe(401); // 6
      expect((await list('another guess')).statusCode).toBe(401); // 11
      expect((await list(OPERATOR_TOKEN)).statusCode).toBe(200); // 12
      const throttled = await list(OPERATOR_TOKEN);
      expect(throttled.statusCode).toBe(429);
      expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
      expect((await list(OPERATOR_TOKEN, '198.51.100.31')).statusCode).toBe(200); // per IP
    } finally {
      await limited.close();
    }
  });
});
