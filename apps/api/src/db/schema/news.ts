import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, moment } from './columns';
import { people } from './identity';
import { organisationId } from './organisations';

/** Dashboard news, newest first by `posted`; hidden after `show_until` when set. */
export const newsItems = pgTable(
  'news_items',
  {
    id: id(),
    organisationId: organisationId(),
    content: text('content').notNull().default(''),
    posted: moment('posted').notNull().defaultNow(),
    showUntil: moment('show_until'),
    // News stays up when its author leaves.
    authorId: integer('author_id').references(() => people.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('news_items_org_posted_idx').on(t.organisationId, t.posted),
    index('news_items_org_author_idx').on(t.organisationId, t.authorId),
  ],
);
