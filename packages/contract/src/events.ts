import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  color,
  id,
  idPathParams,
  MomentSchema,
  moment,
  name,
  ref,
  text,
} from './collection-fields';
import { commonErrorResponses } from './common';

const c = initContract();

// ---- collections: eventtypes, events, series (generic calls: GET/POST/PUT/DELETE /api/<name>/)

/** The server's message when an event's end is not after its start (POST/PUT `"{i}.end"`). */
export const EVENT_END_MESSAGE = 'End must be after start.';

const nowIso = () => new Date().toISOString();

/** Event types, events and series: what each accepts. */
export const eventsInputSchemas = {
  eventtypes: z.object({ name, color: color.optional(), description: text.optional() }),
  /**
   * An event. `color` is its own colour ('' or absent: the event type's). Refs must be
   * rows of the same club (else 400 on the field, e.g. `"0.series"`). The server refuses
   * an end not after the start (`"0.end": [EVENT_END_MESSAGE]`), also on a PUT that
   * changes only one of them. `public` (default true): on the public calendar, its public
   * page and the club's iCal feed; false keeps the event to members.
   */
  events: z.object({
    name,
    details: text.optional(),
    start: MomentSchema,
    end: MomentSchema,
    color: color.optional(),
    location: ref.nullable().optional(),
    eventtype: ref.nullable().optional(),
    series: ref.nullable().optional(),
    public: z.boolean().optional(),
  }),
  /**
   * A series. `name` is required (an empty or blank name is `"0.name": ["Required."]`;
   * older series without one still show as 'Untitled Series'). `start`/`end` (default:
   * now, on create) are only kept for a series without events; once it has events,
   * answers carry the span of its events. `consecutive`: the calendar shows the series as
   * one entry.
   */
  series: z.object({
    name,
    details: text.optional(),
    start: MomentSchema.default(nowIso),
    end: MomentSchema.default(nowIso),
    consecutive: z.boolean().optional(),
  }),
} as const;

/**
 * An event as the events collection answers it. `color` is the effective colour (its own,
 * else its event type's, else ''); `own_color` is its own ('' for none: what an edit form
 * starts from). `empty`: the event's saved shifts (published or not) nobody fills yet.
 * Range filters are the engine's: `start__ge=YYYY-MM-DD`, `start__lt=…`, `end__gt=…`;
 * `series=<id>` lists a series' events; `expand=locations,eventtypes,series`.
 */
export const EventRowSchema = z.object({
  id,
  name: z.string(),
  details: z.string(),
  start: moment,
  end: moment,
  color: z.string(),
  own_color: z.string(),
  location: id.nullable(),
  eventtype: id.nullable(),
  series: id.nullable(),
  /** On the public calendar (and its public page, and the club's iCal feed). */
  public: z.boolean(),
  empty: z.number().int(),
});
export type EventRow = z.infer<typeof EventRowSchema>;

/** A series: `start`/`end` span its events (its own stored values when it has none). */
export const SeriesRowSchema = z.object({
  id,
  name: z.string(),
  details: z.string(),
  start: moment,
  end: moment,
  consecutive: z.boolean(),
});
export type SeriesRow = z.infer<typeof SeriesRowSchema>;

/** ... and what each answers. */
export const eventsRowSchemas = {
  eventtypes: z.object({ id, name: z.string(), color: z.string(), description: z.string() }),
  events: EventRowSchema,
  series: SeriesRowSchema,
} as const;

// ---- the calendar calls -------------------------------------------------------------

/** A calendar range may span at most this many days. */
export const CALENDAR_MAX_DAYS = 400;
/** Without `start`/`end` the calendar answers this many days back and forward (spec 9). */
export const CALENDAR_DEFAULT_DAYS = 30;

/**
 * `start` and `end`: ISO 8601 moments (or YYYY-MM-DD, midnight UTC). Everything that
 * overlaps [start, end) is answered. Bad values are 400 on the field: `{start: [...]}`
 * (not a date) or `{end: [...]}` (not after start, or more than CALENDAR_MAX_DAYS days).
 */
export const CalendarQuerySchema = z.object({
  start: z.string().optional(),
  end: z.string().optional(),
});
export type CalendarQuery = z.infer<typeof CalendarQuerySchema>;

/** An event on the member calendar: the event row without details, plus display names. */
export const CalendarEventSchema = EventRowSchema.omit({ details: true }).extend({
  type: z.literal('event'),
  location_name: z.string().nullable(),
  eventtype_name: z.string().nullable(),
  series_name: z.string().nullable(),
});
export type CalendarEvent = z.infer<typeof CalendarEventSchema>;

/**
 * A series with `consecutive` set, standing in for all its events: spans its first
 * event's start to its last event's end, in its first event's colour. `id` is the
 * series id (open it at /series/{id}).
 */
export const CalendarSeriesSchema = z.object({
  type: z.literal('series'),
  id,
  name: z.string(),
  start: moment,
  end: moment,
  color: z.string(),
  consecutive: z.literal(true),
  event_count: z.number().int(),
});
export type CalendarSeries = z.infer<typeof CalendarSeriesSchema>;

export const CalendarEntrySchema = z.discriminatedUnion('type', [
  CalendarEventSchema,
  CalendarSeriesSchema,
]);
export type CalendarEntry = z.infer<typeof CalendarEntrySchema>;

/**
 * The key of an entry under `results.events` and in `ids`: the event id ("12"), or
 * "series-{id}" for a series (series and event ids may be the same number).
 */
export const calendarKey = (entry: Pick<CalendarEntry, 'type' | 'id'>) =>
  entry.type === 'series' ? `series-${entry.id}` : String(entry.id);

/** `results.events` keyed by calendarKey; `ids`: those keys in start order. */
export const CalendarResultsSchema = z.object({
  results: z.object({ events: z.record(z.string(), CalendarEntrySchema) }),
  ids: z.array(z.string()),
});
export type CalendarResults = z.infer<typeof CalendarResultsSchema>;

/**
 * An event on the public calendar: only what is safe to publish, and only events whose
 * `public` is set. `url`: the event's public page (no login) on the club's own site (its
 * primary domain), `/events/public/{id}`.
 */
export const PublicEventSchema = z.object({
  id,
  name: z.string(),
  start: moment,
  end: moment,
  color: z.string(),
  location_name: z.string().nullable(),
  eventtype_name: z.string().nullable(),
  url: z.string(),
});
export type PublicEvent = z.infer<typeof PublicEventSchema>;

/**
 * The public calendar: the club (`name`, `url` of its site) and its events keyed by id,
 * `ids` in start order. Other clubs' sites read it across origins (CORS: any origin).
 */
export const PublicCalendarSchema = z.object({
  organisation: z.object({ name: z.string(), url: z.string() }),
  results: z.object({ events: z.record(z.string(), PublicEventSchema) }),
  ids: z.array(z.number().int()),
});
export type PublicCalendar = z.infer<typeof PublicCalendarSchema>;

/**
 * One event of the public calendar with its details (markdown), for its public page and
 * the calendar's pop-up: `GET /api/events/public/{id}` (no login, club from Host). An
 * event kept off the public calendar, or another club's, is a 404.
 */
export const PublicEventPageSchema = z.object({
  organisation: z.object({ name: z.string(), url: z.string() }),
  event: PublicEventSchema.extend({ details: z.string() }),
});
export type PublicEventPage = z.infer<typeof PublicEventPageSchema>;

/**
 * A series with its events, in the collections' results shape: `results.series` (the one
 * row) and `results.events` (its events keyed by id), `ids: [series id]`, and
 * `event_ids`: its events in start order.
 */
export const SeriesDetailSchema = z.object({
  results: z.object({
    series: z.record(z.string(), SeriesRowSchema),
    events: z.record(z.string(), EventRowSchema),
  }),
  count: z.number().int(),
  ids: z.array(z.number().int()),
  event_ids: z.array(z.number().int()),
});
export type SeriesDetail = z.infer<typeof SeriesDetailSchema>;

export const eventsContract = c.router(
  {
    calendar: {
      method: 'GET',
      path: '/events/calendar',
      query: CalendarQuerySchema,
      responses: { 200: CalendarResultsSchema, ...commonErrorResponses },
      summary:
        'Everything overlapping [start, end) in one call (members): events, and consecutive series as one entry',
    },
    publicCalendar: {
      method: 'GET',
      path: '/events/public',
      query: CalendarQuerySchema,
      responses: { 200: PublicCalendarSchema, ...commonErrorResponses },
      summary:
        "The club's public calendar (no login, club from Host; CORS from any origin): safe fields only",
    },
    publicEvent: {
      method: 'GET',
      path: '/events/public/:id',
      pathParams: idPathParams,
      responses: { 200: PublicEventPageSchema, ...commonErrorResponses },
      summary:
        'One event of the public calendar with its details (no login, club from Host; CORS from any origin)',
    },
    seriesDetail: {
      method: 'GET',
      path: '/series/:id/',
      pathParams: idPathParams,
      responses: { 200: SeriesDetailSchema, ...commonErrorResponses },
      summary: 'A series with its events (members)',
    },
  },
  { strictStatusCodes: true },
);
