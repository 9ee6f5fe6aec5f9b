import { and, asc, eq, type Placeholder, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { type Preparable, reusableQuery } from '@/db/reusable-query';
import { availability, organisations, people, records, shifts } from '@/db/schema';
import { inClub } from '@/db/scope';
import type { RequestPathContext } from './context';
import { AWKWARD_TEXT, seedEveryColumnType } from './seeded-rows';

/**
 * The prebuilt row decoders (db/prebuilt-rows.ts, the fast path of reusableQuery on
 * postgres.js) decode every column type exactly as drizzle's own select does: each
 * selection below is read both ways and compared, then checked against the values written.
 */
export function rowDecoderBehaviours(t: RequestPathContext) {
  describe('prebuilt row decoders, one per column type', () => {
    let seeded: Awaited<ReturnType<typeof seedEveryColumnType>>;
    beforeAll(async () => {
      seeded = await t.opened.seed((db) => seedEveryColumnType(db, t.a));
    });

    /** The selection read by a built-once query and by drizzle's own select: both answers. */
    const bothWays = async <R>(
      read: (db: Db, orgId: number | Placeholder) => Preparable<R> & PromiseLike<R>,
    ) => {
      const reusable = reusableQuery<{ orgId: number }, R>((db, param) => read(db, param('orgId')));
      return t.inClub(t.a, async (db) => ({
        built: await reusable(db, { orgId: t.a.id }),
        drizzle: await read(db, t.a.id),
      }));
    };

    it('timestamps (set and null), numeric, integers, computed columns', async () => {
      const { built, drizzle } = await bothWays((db, orgId) =>
        db
          .select({
            id: shifts.id,
            person: shifts.personId,
            start: shifts.start,
            actualStart: shifts.actualStart,
            actualEnd: shifts.actualEnd,
            hours: shifts.hours,
            draft: shifts.draft,
            createdAt: shifts.createdAt,
            total: sql<number>`count(*) over ()`.mapWith(Number),
            label: sql<string>`'x'`,
            nothing: sql<null>`null`,
          })
          .from(shifts)
          .where(inClub(shifts, orgId))
          .orderBy(asc(shifts.start)),
      );
      expect(built).toEqual(drizzle);
      const [timed, open] = built;
      expect(timed).toMatchObject({
        person: seeded.person.id,
        start: new Date('2024-02-29T09:00:00.123Z'),
        actualStart: new Date('2024-02-29T09:15:00Z'),
        actualEnd: new Date('2024-02-29T17:00:00.999Z'),
        hours: 7.75,
        total: 2,
        label: 'x',
        nothing: null,
      });
      expect(timed.createdAt).toBeInstanceOf(Date);
      expect(open).toMatchObject({ person: null, actualStart: null, hours: null, draft: null });
    });

    it('jsonb, enums, booleans, text with awkward characters, nullable text', async () => {
      const { built, drizzle } = await bothWays((db, orgId) =>
        db
          .select({
            id: people.id,
            name: people.name,
            role: people.role,
            isActive: people.isActive,
            settings: people.settings,
            avatar: people.avatar,
            invitedAt: people.invitedAt,
          })
          .from(people)
          .where(and(inClub(people, orgId), eq(people.id, seeded.person.id))),
      );
      expect(built).toEqual(drizzle);
      expect(built).toEqual([
        {
          id: seeded.person.id,
          name: AWKWARD_TEXT,
          role: 'admin',
          isActive: true,
          settings: { theme: 'Dark', dateFormat: AWKWARD_TEXT },
          avatar: null,
          invitedAt: null,
        },
      ]);
    });

    it('bigint (as number), text arrays, smallint, dates (as text, set and null)', async () => {
      const club = await bothWays((db, orgId) =>
        db
          .select({
            version: organisations.calendarVersion,
            calendars: organisations.allowedExternalCalendars,
            zone: organisations.timeZone,
          })
          .from(organisations)
          .where(eq(organisations.id, orgId)),
      );
      expect(club.built).toEqual(club.drizzle);
      expect(typeof club.built[0].version).toBe('number');
      expect(club.built[0].calendars).toEqual([]);

      const days = await bothWays((db, orgId) =>
        db
          .select({ available: availability.available, start: availability.start })
          .from(availability)
          .where(inClub(availability, orgId)),
      );
      expect(days.built).toEqual(days.drizzle);
      expect(days.built).toEqual([{ available: 2, start: new Date('2024-02-29T00:00:00Z') }]);

      const achieved = await bothWays((db, orgId) =>
        db
          .select({
            achieved: records.achieved,
            expires: records.expires,
            current: records.current,
          })
          .from(records)
          .where(inClub(records, orgId))
          .orderBy(asc(records.achieved)),
      );
      expect(achieved.built).toEqual(achieved.drizzle);
      expect(achieved.built).toEqual([
        { achieved: '1999-12-31', expires: '2000-12-31', current: false },
        { achieved: '2024-02-29', expires: null, current: true },
      ]);
    });
  });
}
