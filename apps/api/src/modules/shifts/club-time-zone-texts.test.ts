import { createEvent, createShifts } from '@test/factories';
import { api } from '@test/http';
import { useShiftClubs } from '@test/kits/shift-clubs';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@/db/schema';

/*
 * Issue 20, item 1: times the API writes for people are in the club's time zone. Club A
 * keeps Europe/London; club B is in Australia/Sydney. Both hold a shift from 09:00 to
 * 11:00 UTC on 7 June 2030: 10:00-12:00 in London (BST), 19:00-21:00 in Sydney (AEST).
 */
const kit = useShiftClubs({ year: 2030 });
const asAdminOf = (club: 'a' | 'b') => api(kit.t, kit.clubs[club].org, kit.clubs[club].admin.token);
const START = '2030-06-07T09:00:00Z';
const END = '2030-06-07T11:00:00Z';

beforeAll(async () => {
  const res = await asAdminOf('b').put('organisations/current/', { time_zone: 'Australia/Sydney' });
  expect(res.status).toBe(200);
});

/** An event of `club` around the shift, and the member's shift on it. */
async function heldShift(club: 'a' | 'b') {
  const org = kit.clubs[club].org;
  const event = await createEvent(kit.t.db, org, { start: '2030-06-07T08:00:00Z', hours: 6 });
  const [shift] = await createShifts(kit.t.db, org, event, [
    { personId: kit.clubs[club].user.id, start: START, end: END },
  ]);
  return { event, shift };
}

describe("times in texts for people are the club's", () => {
  it.each([
    ['a', 'Fri 7 Jun 2030 10:00 Europe/London', 'Fri 7 Jun 2030 12:00 Europe/London'],
    ['b', 'Fri 7 Jun 2030 19:00 Australia/Sydney', 'Fri 7 Jun 2030 21:00 Australia/Sydney'],
  ] as const)('club %s: the overlap message', async (club, start, end) => {
    const { event, shift } = await heldShift(club);
    const res = await asAdminOf(club).post('shifts/', [
      { event: event.id, person: kit.clubs[club].user.id, start: START, end: END },
    ]);
    expect(res.status).toBe(400);
    expect(res.body['0.person'][0]).toContain(`shift ${shift.id} (${event.name}, ${start}–${end})`);
  });

  it.each([
    ['a', 'Fri 7 Jun 2030, 10:00–12:00 (Europe/London)'],
    ['b', 'Fri 7 Jun 2030, 19:00–21:00 (Australia/Sydney)'],
  ] as const)('club %s: the "shift removed" mail', async (club, when) => {
    const { event, shift } = await heldShift(club);
    expect((await asAdminOf(club).delete(`shifts/${shift.id}/`)).status).toBe(204);
    await kit.t.app.jobs.settled(); // the mail is a job, sent after the answer
    const [mail] = await kit.t.db
      .select({ body: messages.body })
      .from(messages)
      .where(
        and(
          eq(messages.organisationId, kit.clubs[club].org.id),
          eq(messages.subject, `Shift removed: ${event.name} on Fri 7 Jun 2030`),
        ),
      );
    expect(mail.body).toContain(`- ${event.name}\n  ${when}`);
  });
});
