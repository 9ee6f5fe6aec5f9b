import { DASHBOARD_NEWS_LIMIT, type Dashboard, DashboardSchema } from '@crewcall/contract';
import { and, desc, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { jsonRowsValue, namedColumns } from '@/db/json-rows';
import { iso, isoOrNull } from '@/db/read/club-time';
import { fixedLimit } from '@/db/read/limits';
import { newsItems } from '@/db/schema';
import { inClub } from '@/db/scope';
import { dashboardCard } from '@/modules/dashboard';

/**
 * News: items shown now (posted, not past show_until), newest first, written as a JSON
 * array by PostgreSQL inside the clock's statement (read on every call, too small for a
 * statement of its own).
 */
export const newsCard = dashboardCard({
  schema: DashboardSchema.pick({ news: true }),
  seenBy: 'everyone',
  keptBy: 'none',
  withClock: (db, param) => {
    // `posted` as ISO text in UTC sorts as its moment.
    const page = db
      .select(
        namedColumns({
          id: newsItems.id,
          content: newsItems.content,
          posted: iso(newsItems.posted),
          show_until: isoOrNull(newsItems.showUntil),
        }),
      )
      .from(newsItems)
      .where(
        and(
          inClub(newsItems, param('orgId')),
          lte(newsItems.posted, sql`now()`),
          or(isNull(newsItems.showUntil), gt(newsItems.showUntil, sql`now()`)),
        ),
      )
      .orderBy(desc(newsItems.posted), desc(newsItems.id))
      .limit(fixedLimit(DASHBOARD_NEWS_LIMIT));
    return { news: jsonRowsValue<Dashboard['news']>(page, '"posted" desc, "id" desc') };
  },
});
