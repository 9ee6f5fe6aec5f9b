import { createClub, type TestClub } from '@test/clubs';
import { api } from '@test/http';
import { createTestApp, type TestApp } from '@test/test-app';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleGroups, roles } from '@/db/schema';

// Two clubs on one deployment: nothing of club B is readable or writable from club A's
// host, even with B's ids in hand.
let t: TestApp;
let a: TestClub;
let b: TestClub;
let bRole: number;
let bGroup: number;
let aRole: number;

beforeAll(async () => {
  t = await createTestApp();
  a = await createClub(t, t.db, 'Club A');
  b = await createClub(t, t.db, 'Club B');
  const [group] = await t.db
    .insert(roleGroups)
    .values({ organisationId: b.id, name: 'B group' })
    .returning();
  const [role] = await t.db
    .insert(roles)
    .values({ organisationId: b.id, name: 'B role', roleGroupId: group.id })
    .returning();
  [bRole, bGroup] = [role.id, group.id];
  const [mine] = await t.db
    .insert(roles)
    .values({ organisationId: a.id, name: 'A role' })
    .returning();
  aRole = mine.id;
});
afterAll(() => t.close());

const asA = () => api(t, a, a.admin.token);
const bRoleRow = async () => (await t.db.select().from(roles).where(eq(roles.id, bRole)))[0];

describe("club B's rows from club A's host", () => {
  it('are not listed, searched or filtered', async () => {
    const res = await asA().get('roles/?limit=all');
    expect(res.body.ids).toEqual([aRole]);
    expect((await asA().get('roles/?search=B%20role')).body.count).toBe(0);
    expect((await asA().get(`roles/?id=${bRole}`)).body.count).toBe(0);
  });

  it('are not found by id', async () => {
    expect((await asA().get(`roles/${bRole}/`)).status).toBe(404);
  });

  it('are not side-loaded by expand', async () => {
    // The database refuses to point A's role at B's group (composite foreign key)…
    await expect(
      t.db.update(roles).set({ roleGroupId: bGroup }).where(eq(roles.id, aRole)),
    ).rejects.toMatchObject({ cause: { code: '23503' } });
    // …so plant it with the key's trigger off: expand must still not cross over.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(roles).set({ roleGroupId: bGroup }).where(eq(roles.id, aRole));
    });
    const res = await asA().get('roles/?expand=rolegroups');
    expect(res.body.results.rolegroups).toEqual({});
    await t.db.update(roles).set({ roleGroupId: null }).where(eq(roles.id, aRole));
  });

  it('cannot be changed with PUT, and nothing else in the array is written', async () => {
    const res = await asA().put('roles/', [
      { id: aRole, name: 'A renamed' },
      { id: bRole, name: 'Hijacked' },
    ]);
    expect([400, 404]).toContain(res.status);
    expect((await bRoleRow()).name).toBe('B role');
    const [mine] = await t.db.select().from(roles).where(eq(roles.id, aRole));
    expect(mine.name).toBe('A role');
  });

  it('cannot be deleted', async () => {
    expect((await asA().delete(`roles/${bRole}/`)).status).toBe(404);
    expect(await bRoleRow()).toBeTruthy();
  });

  it('cannot be pointed at from a write (ref ids are checked per club)', async () => {
    const post = await asA().post('roles/', [{ name: 'Sneaky', role_group: bGroup }]);
    expect(post.status).toBe(400);
    expect(post.body).toEqual({ '0.role_group': [`Role group ${bGroup} does not exist.`] });
    const put = await asA().put('roles/', [{ id: aRole, role_group: bGroup }]);
    expect(put.status).toBe(400);
  });

  it("A's token is refused on B's host", async () => {
    const res = await api(t, b, a.admin.token).get('roles/');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('wrong_organisation');
  });

  it('B still sees its own rows', async () => {
    const res = await api(t, b, b.admin.token).get('roles/?expand=rolegroups');
    expect(res.body.ids).toEqual([bRole]);
    expect(Object.keys(res.body.results.rolegroups)).toEqual([String(bGroup)]);
  });
});
