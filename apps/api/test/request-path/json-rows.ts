import { and, asc, eq, type Placeholder, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { isoMoment, isoMomentOrNull } from '@/db/iso-moment';
import {
  type JsonField,
  jsonObject,
  jsonRowsStatement,
  keyedRowColumns,
  keyedRows,
  namedColumns,
} from '@/db/json-rows';
import { reusableSql } from '@/db/reusable-query';
import { people, shifts } from '@/db/schema';
import { inClub } from '@/db/scope';
import { rawJson, stringifyWithRaw } from '@/lib/json-text';
import type { RequestPathContext } from './context';
import { AWKWARD_TEXT, seedEveryColumnType } from './seeded-rows';

type Body = { body: string };

/**
 * Answers PostgreSQL writes as JSON text (db/json-rows.ts), sent as they are
 * (lib/json-text.ts): parsed by a client, they must be the very values JSON.stringify
 * would have written for the same rows read by drizzle, keys in the same order.
 */
export function jsonRowBehaviours(t: RequestPathContext) {
  describe('JSON written by PostgreSQL', () => {
    let seeded: Awaited<ReturnType<typeof seedEveryColumnType>>;
    beforeAll(async () => {
      // The decoder tests may have seeded club A already: B gets its own rows.
      seeded = await t.opened.seed((db) => seedEveryColumnType(db, t.b));
    });

    /** A shift as the API writes it: moments as ISO text, numeric as a number. */
    const shiftJson = (orgId: number | Placeholder): Record<string, JsonField> => ({
      id: shifts.id,
      person: shifts.personId,
      start: isoMoment(shifts.start),
      actual_start: isoMomentOrNull(shifts.actualStart),
      actual_end: isoMomentOrNull(shifts.actualEnd),
      hours: shifts.hours,
      created: isoMoment(shifts.createdAt), // microseconds in the database
      person_name: sql`(select ${people.name} from ${people} where ${and(
        inClub(people, orgId),
        eq(people.id, shifts.personId),
      )})`,
    });
    /** The same shifts read by drizzle, as JSON.stringify writes them. */
    const shiftsByDrizzle = (db: Db) =>
      db
        .select({
          id: shifts.id,
          person: shifts.personId,
          start: shifts.start,
          actual_start: shifts.actualStart,
          actual_end: shifts.actualEnd,
          hours: shifts.hours,
          created: shifts.createdAt,
          person_name: people.name,
        })
        .from(shifts)
        .leftJoin(people, eq(people.id, shifts.personId))
        .where(inClub(shifts, t.b.id))
        .orderBy(asc(shifts.start), asc(shifts.id));
    const viaStringify = (value: unknown) => JSON.parse(JSON.stringify(value));

    const shiftRows = reusableSql<{ orgId: number }, Body>((db, param) =>
      jsonRowsStatement(
        db
          .select(namedColumns(shiftJson(param('orgId'))))
          .from(shifts)
          .where(inClub(shifts, param('orgId'))),
        '"start", "id"',
      ),
    );

    it('writes rows (dates, nulls, numerics, unicode, quotes) as JSON.stringify would', async () => {
      const { written, read } = await t.inClub(t.b, async (db) => ({
        written: (await shiftRows(db, { orgId: t.b.id }))[0].body,
        read: await shiftsByDrizzle(db),
      }));
      expect(typeof written).toBe('string');
      const parsed = JSON.parse(written) as Record<string, unknown>[];
      expect(parsed).toEqual(viaStringify(read));
      expect(parsed.map((row) => Object.keys(row))).toEqual(read.map((row) => Object.keys(row)));
      expect(parsed[0]).toMatchObject({
        start: '2024-02-29T09:00:00.123Z',
        actual_end: '2024-02-29T17:00:00.999Z',
        hours: 7.75,
        person_name: AWKWARD_TEXT,
      });
      expect(parsed[1]).toMatchObject({ person: null, actual_start: null, hours: null });
    });

    it('writes an empty list as []', async () => {
      const written = await t.inClub(t.b, (db) => shiftRows(db, { orgId: -1 }));
      expect(written[0].body).toBe('[]');
    });

    it('writes jsonb and awkward text inside json_build_object as they were stored', async () => {
      const person = reusableSql<{ id: number }, Body>(
        (_db, param) =>
          sql`select ${jsonObject({
            id: people.id,
            name: people.name,
            settings: people.settings,
            active: people.isActive,
            avatar: people.avatar,
          })}::text as body from ${people} where ${and(inClub(people, t.b.id), eq(people.id, param('id')))}`,
      );
      const [{ body }] = await t.inClub(t.b, (db) => person(db, { id: seeded.person.id }));
      expect(JSON.parse(body)).toEqual({
        id: seeded.person.id,
        name: AWKWARD_TEXT,
        settings: { theme: 'Dark', dateFormat: AWKWARD_TEXT },
        active: true,
        avatar: null,
      });
    });

    it('keys rows by id and keeps the list order apart (keyedRows)', async () => {
      const keyed = reusableSql<{ orgId: number }, Body>(
        (db, param) =>
          sql`select json_build_object('by_id', k.by_id, 'ids', k.ids)::text as body from ${keyedRows(
            db
              .select(
                keyedRowColumns(shifts.id, shiftJson(param('orgId')), [sql`${shifts.start} desc`]),
              )
              .from(shifts)
              .where(inClub(shifts, param('orgId'))),
          )} k`,
      );
      const { written, read } = await t.inClub(t.b, async (db) => ({
        written: JSON.parse((await keyed(db, { orgId: t.b.id }))[0].body),
        read: await shiftsByDrizzle(db),
      }));
      expect(written.ids).toEqual(read.map((row) => row.id).reverse());
      expect(written.by_id).toEqual(
        viaStringify(Object.fromEntries(read.map((row) => [row.id, row]))),
      );
      const empty = await t.inClub(t.b, (db) => keyed(db, { orgId: -1 }));
      expect(JSON.parse(empty[0].body)).toEqual({ by_id: {}, ids: [] });
    });

    it('sends written JSON inside an answer as JSON.stringify would (stringifyWithRaw)', async () => {
      const { written, read } = await t.inClub(t.b, async (db) => ({
        written: (await shiftRows(db, { orgId: t.b.id }))[0].body,
        read: await shiftsByDrizzle(db),
      }));
      const answer = { count: read.length, note: 'raw 0 "quoted"', results: rawJson(written) };
      expect(JSON.parse(stringifyWithRaw(answer))).toEqual(
        viaStringify({ count: read.length, note: 'raw 0 "quoted"', results: read }),
      );
    });

    it('is sent by a route as it was written (sendJsonText)', async () => {
      const res = await t.app.inject({ url: '/probe/roles.json', headers: { host: t.b.host } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const names = (res.json() as { name: string }[]).map((row) => row.name);
      expect(names).toEqual(await t.roleNamesOf(t.b));
    });

    it('refuses a timestamp column selected as it is (it would not be ISO text)', () => {
      expect(() => jsonObject({ start: shifts.start })).toThrow(/isoMoment/);
    });
  });
}
