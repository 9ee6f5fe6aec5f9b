import { Badge } from '@mantine/core';
import type { Column } from '@/components/data-table/types';
import { momentColumn, textFilter } from '@/features/setup/screens/columns';
import { newsTitle } from '@/features/setup/screens/news-title';
import { defineSetupScreen, type SetupRow } from '@/features/setup/setup-screen';

/** Whether members see an item now: posted already and not past show_until. */
export function newsStatus(row: SetupRow, now = Date.now()): 'Scheduled' | 'On show' | 'Ended' {
  const posted = Date.parse(String(row.posted ?? ''));
  const until = typeof row.show_until === 'string' ? Date.parse(row.show_until) : null;
  if (posted > now) return 'Scheduled';
  if (until !== null && until <= now) return 'Ended';
  return 'On show';
}

const STATUS_COLOR = { Scheduled: 'blue', 'On show': 'green', Ended: 'gray' } as const;

const statusColumn: Column<SetupRow> = {
  key: 'status',
  header: 'On the dashboard',
  value: (row) => newsStatus(row),
  render: (row) => {
    const status = newsStatus(row);
    return (
      <Badge variant="light" color={STATUS_COLOR[status]}>
        {status}
      </Badge>
    );
  },
};

/**
 * News (Communication, admins): the items of the dashboard's News card, newest first.
 * Written in markdown beside a preview of what members will see; shown from `posted`
 * until `show_until` (both on the club's clock; no end: until deleted).
 */
export const newsScreen = defineSetupScreen({
  collection: 'news',
  path: '/news',
  title: 'News',
  singular: 'news item',
  intro:
    "Items on the dashboard's News card, newest first: each is shown from its posted time until its Show until time (or until it is deleted).",
  nameField: 'content',
  rowName: (row) => newsTitle(String(row.content ?? '')) || 'News item',
  showsTimes: true,
  wideForm: true,
  columns: [
    {
      key: 'content',
      header: 'Title',
      sortable: true,
      value: (row) => newsTitle(String(row.content ?? '')),
      render: (row) => newsTitle(String(row.content ?? '')) || 'News item',
      exportValue: (row) => String(row.content ?? ''),
      markdown: true,
    },
    momentColumn('posted', 'Posted'),
    momentColumn('show_until', 'Show until', 'No end'),
    statusColumn,
  ],
  filters: [textFilter('content', 'Text')],
  fields: [
    { kind: 'markdown', name: 'content', label: 'Text', required: true },
    {
      kind: 'datetime',
      name: 'posted',
      label: 'Posted',
      required: true,
      defaultNow: true,
      description: 'Shown from this time; a later time schedules it.',
    },
    {
      kind: 'datetime',
      name: 'show_until',
      label: 'Show until',
      after: 'posted',
      description: 'Leave empty to show it until it is deleted.',
    },
  ],
});
