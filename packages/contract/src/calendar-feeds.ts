import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { idPathParams } from './collection-fields';
import { commonErrorResponses } from './common';

const c = initContract();

/** An iCalendar document (RFC 5545), as the feeds answer it. */
const ICalendarResponse = c.otherResponse({
  contentType: 'text/calendar; charset=utf-8',
  body: z.string(),
});

/**
 * The logged-in member's personal feed. Its address holds a secret that the server keeps
 * only hashed, so `url` is there only in the answer that created it (reset); afterwards
 * the member can see that a feed exists, not its address again.
 */
export const PersonalFeedSchema = z.object({
  exists: z.boolean(),
  /** `webcal://<club domain>/api/calendar-feeds/<secret>.ics`; only right after a reset. */
  url: z.string().nullable(),
  /** When the current address was made (ISO 8601), null without one. */
  created_at: z.string().nullable(),
});
export type PersonalFeed = z.infer<typeof PersonalFeedSchema>;

/** One of the club's allowed external calendars, and whether this member hides it. */
export const ExternalCalendarSettingSchema = z.object({
  url: z.string(),
  hidden: z.boolean(),
});
export type ExternalCalendarSetting = z.infer<typeof ExternalCalendarSettingSchema>;

export const ExternalCalendarsSchema = z.object({
  calendars: z.array(ExternalCalendarSettingSchema),
});
export type ExternalCalendars = z.infer<typeof ExternalCalendarsSchema>;

/** The member's choice: the addresses (among the club's allowed ones) to hide. */
export const HiddenExternalCalendarsSchema = z
  .object({
    hidden: z.array(z.string().max(2000)).max(50, 'Too many calendars.'),
  })
  .strict();
export type HiddenExternalCalendars = z.infer<typeof HiddenExternalCalendarsSchema>;

/** A person of the club, by id (the admin's view of someone's feed). */
const personParams = idPathParams;

export const calendarFeedsContract = c.router(
  {
    clubFeed: {
      method: 'GET',
      path: '/events/feed.ics',
      responses: { 200: ICalendarResponse, ...commonErrorResponses },
      summary: "The club's public events as an iCalendar feed (no login)",
    },
    personalFeed: {
      method: 'GET',
      path: '/calendar-feeds/:feed',
      pathParams: z.object({ feed: z.string().max(200) }),
      responses: { 200: ICalendarResponse, ...commonErrorResponses },
      summary: "A member's own published shifts; `feed` is `<secret>.ics` (no login)",
    },
    mine: {
      method: 'GET',
      path: '/calendar-feeds/mine',
      responses: { 200: PersonalFeedSchema, ...commonErrorResponses },
      summary: 'Whether the logged-in member has a personal feed',
    },
    resetMine: {
      method: 'POST',
      path: '/calendar-feeds/mine/reset',
      body: c.noBody(),
      responses: { 200: PersonalFeedSchema, ...commonErrorResponses },
      summary: 'A new personal feed address (shown once); the old one stops working',
    },
    personFeed: {
      method: 'GET',
      path: '/calendar-feeds/people/:id',
      pathParams: personParams,
      responses: { 200: PersonalFeedSchema, ...commonErrorResponses },
      summary: 'Whether a person of the club has a personal feed (admin); never its address',
    },
    revokePersonFeed: {
      method: 'DELETE',
      path: '/calendar-feeds/people/:id',
      pathParams: personParams,
      body: c.noBody(),
      responses: { 200: PersonalFeedSchema, ...commonErrorResponses },
      summary:
        "Ends a person's personal feed (admin): its address stops answering; they may make a new one",
    },
    externalCalendars: {
      method: 'GET',
      path: '/calendar-feeds/external',
      responses: { 200: ExternalCalendarsSchema, ...commonErrorResponses },
      summary: "The club's allowed external calendars, each with the member's hidden flag",
    },
    setHiddenExternalCalendars: {
      method: 'PUT',
      path: '/calendar-feeds/external',
      body: HiddenExternalCalendarsSchema,
      responses: { 200: ExternalCalendarsSchema, ...commonErrorResponses },
      summary: 'Which of the allowed external calendars the member hides',
    },
  },
  { strictStatusCodes: true },
);
