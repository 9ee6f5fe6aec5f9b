/**
 * The placeholder of every engine statement that holds the club's time zone (read.ts
 * fills it): day filters on moments (filters.ts) and derived fields that need the club's
 * day (`clubToday`, definition.ts) read it.
 */
export const CLUB_ZONE_PLACEHOLDER = 'tz';

/** The values of that placeholder for a statement the engine's fields are selected in. */
export const clubZoneValues = (timeZone: string) => ({ [CLUB_ZONE_PLACEHOLDER]: timeZone });
