import type { Db } from '@/db/client';
import { events, series } from '@/db/schema';
import { updateOrganisationSettings } from '@/modules/organisations/organisations.queries';
import { clubMoment } from './club-days';
import { insertAvailability } from './demo-availability';
import { demoEvents, SERIES_DETAILS, SERIES_NAME } from './demo-events';
import { insertRequests } from './demo-requests';
import { type DemoClub, idOf, insertShifts, planShifts } from './demo-shifts';

export type DemoRotaClub = DemoClub & {
  eventTypes: Map<string, number>;
  locations: Map<string, number>;
};

/**
 * The living rota of the demo club (demo-events.ts says what and why), written in the
 * seed's transaction with a few multi-row statements.
 *
 * Nothing derived is written by hand: an event's `empty` count is read from its shifts
 * where it is shown (modules/events/event-values.ts), a series' span and the club's data
 * versions (calendar, shifts, availability: what the app's caches are keyed by) are kept
 * by triggers in this very transaction. So a running app (another process) serves the
 * new rota on its next call, not a card it cached before.
 */
export async function seedDemoRota(tx: Db, club: DemoRotaClub) {
  const plan = demoEvents(club.today);
  const races = plan.filter((event) => event.inSeries);
  const [winter] = await tx
    .insert(series)
    .values({
      organisationId: club.organisationId,
      name: SERIES_NAME,
      details: SERIES_DETAILS,
      start: clubMoment(club.timeZone, races[0].date, races[0].from),
      end: clubMoment(club.timeZone, races[races.length - 1].date, races[races.length - 1].to),
    })
    .returning({ id: series.id });
  const inserted = await tx
    .insert(events)
    .values(
      plan.map((event) => ({
        organisationId: club.organisationId,
        name: event.name,
        details: event.details,
        start: clubMoment(club.timeZone, event.date, event.from),
        end: clubMoment(club.timeZone, event.date, event.to),
        eventTypeId: idOf(club.eventTypes, event.type),
        locationId: idOf(club.locations, event.location),
        seriesId: event.inSeries ? winter.id : null,
      })),
    )
    .returning({ id: events.id, name: events.name });
  const eventIds = new Map(
    plan.map((event) => [event.key, inserted.find((row) => row.name === event.name)!.id]),
  );

  const planned = planShifts(club, plan, eventIds);
  const shiftIds = await insertShifts(tx, club, planned);
  const requestCount = await insertRequests(tx, club, planned, eventIds);
  const availabilityCount = await insertAvailability(tx, club, planned);
  // The demo shows recorded hours (Time sheet card, /timesheets): the club setting an
  // admin turns on under Organisation. Other processes see it once their club cache
  // expires (a few seconds, modules/organisations/organisation-cache.ts).
  await updateOrganisationSettings(tx, club.organisationId, { featureTimesheets: true });

  return {
    events: inserted.length,
    series: 1,
    shifts: shiftIds.length,
    openShifts: planned.filter((shift) => shift.personId === null).length,
    unpublishedShifts: planned.filter((shift) => !shift.event.published).length,
    requests: requestCount,
    availability: availabilityCount,
  };
}
