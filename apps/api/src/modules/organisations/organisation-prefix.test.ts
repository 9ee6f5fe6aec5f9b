import { twoClubs } from '@test/clubs';
import { accessTokenFor, bearer } from '@test/http';
import { createTestApp, OPERATOR_TOKEN, type TestApp } from '@test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Issue 10, item 13: the prefix is a short code, 2 to 6 letters or digits, everywhere.
let t: TestApp;
let clubs: Awaited<ReturnType<typeof twoClubs>>;
beforeAll(async () => {
  t = await createTestApp();
  clubs = await twoClubs(t);
});
afterAll(() => t.close());

const TOO_SHORT_OR_LONG = ['Use 2 to 6 letters or digits.'];
const refused: [string, string[]][] = [
  ['A', TOO_SHORT_OR_LONG],
  ['SEVENCH', TOO_SHORT_OR_LONG],
  ['A VERY LONG PREFIX INDEED', TOO_SHORT_OR_LONG],
  ['AB-C', ['Use letters and digits only.']],
  ['ÄBC', ['Use letters and digits only.']],
  ['', ['Required.']],
];

const putSettings = (body: object) =>
  t
    .http()
    .put('/api/organisations/current/')
    .set('Host', clubs.a.org.host)
    .set(bearer(accessTokenFor(t, clubs.a.admin)))
    .send(body);

const onboard = (prefix: string) =>
  t
    .http()
    .post('/api/platform/organisations')
    .set('Authorization', `Bearer ${OPERATOR_TOKEN}`)
    .send({
      name: 'Prefix Club',
      prefix,
      domains: [`prefix-${Math.random().toString(36).slice(2, 8)}.test`],
      admin: { email: 'founder@prefix.test', name: 'Founder', password: 'long enough pw' },
    });

describe('PUT /api/organisations/current/ prefix', () => {
  it.each(refused)('%j → 400 on prefix', async (prefix, messages) => {
    const res = await putSettings({ prefix });
    expect(res.status).toBe(400);
    expect(res.body.prefix).toEqual(messages);
  });

  it.each(['AB', 'DSC', 'abc123', ' SIXCH6 '])('%j is accepted (trimmed)', async (prefix) => {
    const res = await putSettings({ prefix });
    expect(res.status).toBe(200);
    expect(res.body.prefix).toBe(prefix.trim());
  });
});

describe('POST /api/platform/organisations prefix', () => {
  it.each(refused)('%j → 400 on prefix', async (prefix, messages) => {
    const res = await onboard(prefix);
    expect(res.status).toBe(400);
    expect(res.body.prefix).toEqual(messages);
  });

  it('a 2 to 6 character code onboards', async () => {
    const res = await onboard('PC1');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.organisation.prefix).toBe('PC1');
  });
});
