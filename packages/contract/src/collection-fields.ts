import { z } from 'zod';

/*
 * The field schemas the collections' input and row schemas (one file per domain: roles.ts,
 * training.ts, ...) are built from.
 */

/** Ids are PostgreSQL `integer`s: a larger number can name no row and is refused as such. */
export const INT4_MAX = 2_147_483_647;
export const ID_RANGE_MESSAGE = `Ensure this value is less than or equal to ${INT4_MAX}.`;
/** A row id or a reference to one: a positive 32-bit integer. */
export const IdSchema = z.number().int().positive().max(INT4_MAX, ID_RANGE_MESSAGE);

/**
 * Days and moments PostgreSQL can store and JavaScript prints back the same way: years
 * 0001 to 9999 (there is no year 0000, and 10000 does not fit YYYY).
 */
const FIRST_MOMENT = Date.parse('0001-01-01T00:00:00Z');
const LAST_MOMENT = Date.parse('9999-12-31T23:59:59.999Z');
const inStorableRange = (time: number) => time >= FIRST_MOMENT && time <= LAST_MOMENT;

export const isIsoDate = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return (
    !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v) && inStorableRange(d.getTime())
  );
};
const isIsoMoment = (v: string) =>
  isIsoDate(v) ||
  (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(v) &&
    inStorableRange(Date.parse(v)));

export const DATE_FORMAT_MESSAGE = 'Date format must be YYYY-MM-DD.';
/** A calendar day, YYYY-MM-DD (record achieved). */
export const DateSchema = z.string().refine(isIsoDate, DATE_FORMAT_MESSAGE);
/** A moment: an ISO 8601 date-time with its zone, or a day (midnight UTC). */
export const MomentSchema = z
  .string()
  .refine(isIsoMoment, 'Enter a date (YYYY-MM-DD) or an ISO 8601 date and time.');

/** Helpers for the per-domain collection schemas (roles.ts, training.ts, ...). */
export const name = z.string().trim().min(1, 'Required.').max(200);
export const text = z.string().max(10_000);
export const order = z.number().int().min(0).max(1_000_000);
export const ref = IdSchema;
/** `#rgb` / `#rrggbb`, or empty for "no colour". */
export const color = z
  .string()
  .regex(/^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6})?$/, 'Enter a colour such as #01579B.');

/**
 * In answers: ids and moments (ISO 8601 in JSON). Clients do not parse answers, so the
 * check costs them nothing; the server's tests parse every answer (CHECK_RESPONSES), and
 * a moment written by PostgreSQL's text format ('2024-05-01 10:00:00+00') fails there.
 */
export const id = z.number().int();
export const moment = z.string().refine(isIsoMoment, 'Expected an ISO 8601 moment.');

const NOT_AN_INTEGER = 'A valid integer is required.';
/**
 * An id written in a path or a query string (`/api/events/12`, `?person=3`): text that must
 * read as a positive id within PostgreSQL's integer range. Refused in the API's own words,
 * as a filter's integer is (collections-engine/filters.ts): left to zod, `abc` was
 * "Expected number, received nan".
 */
export const IdTextSchema = z.coerce
  .number({ invalid_type_error: NOT_AN_INTEGER })
  .int(NOT_AN_INTEGER)
  .positive('Ensure this value is greater than or equal to 1.')
  .max(INT4_MAX, ID_RANGE_MESSAGE);

/** `:id` in a call's path. */
export const idPathParams = z.object({ id: IdTextSchema });
