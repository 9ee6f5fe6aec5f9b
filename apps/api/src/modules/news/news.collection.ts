import { collectionInputSchemas } from '@crewcall/contract';
import { and, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { newsItems } from '@/db/schema';
import {
  type CollectionDefinition,
  idField,
  momentField,
  refField,
  textField,
} from '@/modules/collections-engine';

/** What the dashboard shows: posted already, and not past show_until. */
const onShow = () =>
  and(
    lte(newsItems.posted, sql`now()`),
    or(isNull(newsItems.showUntil), gt(newsItems.showUntil, sql`now()`)),
  );

/** Dashboard news, newest first. Users see the items on show, without who wrote them. */
export const newsCollection: CollectionDefinition = {
  name: 'news',
  label: 'news item',
  table: newsItems,
  fields: {
    id: idField(newsItems.id),
    content: textField(newsItems.content),
    posted: momentField(newsItems.posted),
    show_until: momentField(newsItems.showUntil),
    author: refField(newsItems.authorId, 'people'),
  },
  defaultSort: ['-posted'],
  search: ['content'],
  read: 'user',
  userFields: ['id', 'content', 'posted', 'show_until'],
  userRows: onShow,
  visibleOnly: onShow,
  write: {
    create: collectionInputSchemas.news,
    delete: true,
    onCreate: (reader) => ({ authorId: reader.id }),
  },
};
