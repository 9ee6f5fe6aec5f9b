import { DashboardSchema } from '@crewcall/contract';
import { createEvent, createPerson, createRequest, createTimedShift } from '@test/factories';
import { useHoursClubs } from '@test/kits/hours-clubs';
import { describe, expect, it } from 'vitest';
import { dashboardCards } from '@/modules/dashboard-cards';
import { checkDashboardCards } from './dashboard.service';
import { dashboardCard } from './dashboard-card';

// The dashboard's cards (modules/dashboard-cards.ts): each field of the answer filled by
// exactly one card, and each card's fields as its part of the contract says.
const kit = useHoursClubs();
const HOUR = 3600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

describe('the dashboard cards registry', () => {
  it('fills every field of the answer once', () => {
    expect(() => checkDashboardCards(dashboardCards)).not.toThrow();
    const fields = dashboardCards.flatMap((card) => card.fields);
    expect(new Set(fields).size).toBe(fields.length);
  });

  it('refuses a field filled twice, a field no card fills, and an admin card with nothing for others', () => {
    const again = dashboardCard({
      schema: DashboardSchema.pick({ news: true }),
      seenBy: 'everyone',
      keptBy: 'none',
      read: () => ({ news: [] }),
    });
    expect(() => checkDashboardCards([...dashboardCards, again])).toThrow(/'news' is filled twice/);
    expect(() => checkDashboardCards(dashboardCards.slice(1))).toThrow(/No dashboard card fills/);
    const adminOnly = dashboardCard({
      schema: DashboardSchema.pick({ news: true }),
      seenBy: 'admin',
      keptBy: 'none',
      read: () => ({ news: [] }),
    });
    const others = dashboardCards.filter((card) => !card.fields.includes('news'));
    expect(() => checkDashboardCards([...others, adminOnly])).toThrow(/needs `hidden`/);
  });

  it("answers each card's fields as its schema says, in the contract's order, for admins and members", async () => {
    const org = kit.a().org;
    const me = kit.a().user.id;
    await kit.setTimesheets(true);
    const event = await createEvent(kit.db(), org, { start: at(-2), end: at(30) });
    await createTimedShift(kit.db(), org, {
      eventId: event.id,
      start: at(-1),
      end: at(2),
      personId: me,
    });
    await createTimedShift(kit.db(), org, {
      eventId: event.id,
      start: at(24),
      end: at(26),
      published: false,
    });
    await createRequest(kit.db(), org, { personId: me, eventId: event.id });
    await createPerson(kit.db(), org, { role: 'new' });
    for (const as of [kit.asAdmin, kit.asMember]) {
      const res = await as().get('dashboard');
      expect(res.status).toBe(200);
      // the bytes sent, as the web reads them
      const answer = JSON.parse(res.text) as Record<string, unknown>;
      expect(Object.keys(answer)).toEqual(Object.keys(DashboardSchema.shape));
      for (const card of dashboardCards) {
        const part = Object.fromEntries(card.fields.map((field) => [field, answer[field]]));
        const parsed = card.schema.strict().safeParse(part);
        expect(parsed.success, `${card.fields}: ${JSON.stringify(parsed.error?.issues)}`).toBe(
          true,
        );
      }
    }
    await kit.setTimesheets(false);
  });
});
