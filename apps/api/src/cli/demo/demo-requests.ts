import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { requests } from '@/db/schema';
import { slotOf } from './demo-events';
import { type DemoClub, idOf, type PlannedShift } from './demo-shifts';

/*
 * Outstanding requests for open slots of upcoming events, so that the admin's New
 * requests card and Vicky's Pending shift requests card show. Nobody asks for an event
 * they are already on: filling a shift answers its person's requests for that event
 * (shifts/shift-rules.ts), so such a request could not be outstanding.
 */

type DemoRequest = {
  event: string;
  /** Vicky, or the next volunteer not on that event. */
  who: 'vicky' | 'volunteer';
  /** `assignment/role` asked for; none: any slot. */
  slot?: string;
  comments: string;
  /** Asked this long ago (the cards list the oldest first). */
  hoursAgo: number;
};

const REQUESTS: DemoRequest[] = [
  {
    event: 'race4',
    who: 'volunteer',
    slot: 'Safety Boat 2/Safety Boat Helm',
    comments: 'PB2 renewed last month.',
    hoursAgo: 52,
  },
  {
    event: 'race7',
    who: 'vicky',
    slot: 'Safety Boat 2/Safety Boat Crew',
    comments: 'Keen to learn – happy to crew with an experienced helm.',
    hoursAgo: 30,
  },
  { event: 'race7', who: 'volunteer', slot: 'Shore Team/Galley', comments: '', hoursAgo: 20 },
  {
    event: 'open-meeting',
    who: 'volunteer',
    slot: 'Safety Boat 2/Safety Boat Crew',
    comments: 'Free all day.',
    hoursAgo: 8,
  },
  { event: 'quiz', who: 'vicky', comments: 'Can help behind the bar if needed.', hoursAgo: 5 },
  {
    event: 'race7',
    who: 'volunteer',
    slot: 'Committee Boat/Assistant Race Officer',
    comments: 'Would like to shadow the Race Officer.',
    hoursAgo: 2,
  },
];

/** Inserts the requests in one statement; answers how many. */
export async function insertRequests(
  tx: Db,
  club: DemoClub,
  planned: PlannedShift[],
  eventIds: Map<string, number>,
) {
  const onEvent = (eventId: number, personId: number) =>
    planned.some((shift) => shift.eventId === eventId && shift.personId === personId);
  // Volunteers ask from the end of the list (the rota fills from its start), in turn.
  const askers = [...club.volunteers].reverse();
  let turn = 0;
  const freeVolunteer = (eventId: number) => {
    for (let tries = 0; tries < askers.length; tries++) {
      const personId = askers[turn++ % askers.length];
      if (!onEvent(eventId, personId)) return personId;
    }
    throw new Error('Every volunteer is on that event.');
  };
  const rows = REQUESTS.map((request) => {
    const eventId = idOf(eventIds, request.event);
    const personId = request.who === 'vicky' ? club.vicky : freeVolunteer(eventId);
    if (onEvent(eventId, personId)) throw new Error(`Vicky is on ${request.event} already.`);
    const slot = request.slot ? slotOf(request.slot) : undefined;
    return {
      organisationId: club.organisationId,
      personId,
      eventId,
      comments: request.comments,
      assignmentId: slot ? idOf(club.assignments, slot.assignment) : null,
      roleId: slot ? idOf(club.roles, slot.role) : null,
      createdAt: sql`now() - make_interval(hours => ${request.hoursAgo})`,
    };
  });
  await tx.insert(requests).values(rows);
  return rows.length;
}
