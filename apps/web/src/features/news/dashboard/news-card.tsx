import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { DashboardCard } from '@/components/dashboard-card';
import { Markdown } from '@/components/markdown';
import { useDashboardNews } from '@/features/news/api/get-dashboard-news';
import { useSession } from '@/lib/auth/use-session';
import { formatDate } from '@/lib/formats';

/**
 * An item's own headings at card size: the item sits under the card's title, so its `#` or
 * `##` must not print larger than that title (Typography reads these variables).
 */
const CARD_SIZED_HEADINGS = {
  '--mantine-h1-font-size': 'var(--mantine-font-size-xl)',
  '--mantine-h2-font-size': 'var(--mantine-font-size-lg)',
  '--mantine-h3-font-size': 'var(--mantine-font-size-md)',
  '--mantine-h4-font-size': 'var(--mantine-font-size-md)',
} as CSSProperties;

/**
 * Dashboard: News (spec section 2): the club's items on show, newest first, each as
 * sanitised markdown under its posted date. Hidden when there are none. Admins (in the
 * admin view, not after Switch to User) get a link to the news screen:
 * `settingsHref` comes from the app (app/dashboard/news-card.tsx), where the routes are
 * known; it is undefined while the news screen does not exist.
 */
export function NewsCard({ settingsHref }: { settingsHref?: string }) {
  const session = useSession();
  const settings = session.user?.settings;
  const items = useDashboardNews().data ?? [];
  if (items.length === 0) return null;

  return (
    <DashboardCard id="news-card" title="News">
      <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item, index) => (
          <li
            key={item.id}
            data-testid="news-item"
            style={{
              minWidth: 0,
              overflowWrap: 'anywhere',
              // A rule between items, in the theme's border colour (light and dark).
              borderTop: index > 0 ? '1px solid var(--mantine-color-default-border)' : undefined,
              paddingTop: index > 0 ? 'var(--mantine-spacing-md)' : undefined,
            }}
          >
            <Text component="time" dateTime={item.posted} size="sm" c="dimmed" display="block">
              {formatDate(item.posted, settings)}
            </Text>
            <div style={CARD_SIZED_HEADINGS}>
              <Markdown>{item.content}</Markdown>
            </div>
          </li>
        ))}
      </Stack>
      {session.role === 'admin' && settingsHref && (
        <Group justify="flex-end">
          <Anchor component={Link} to={settingsHref} size="sm">
            <Group gap={4} wrap="nowrap" component="span">
              <IconSettings size={16} aria-hidden />
              News settings
            </Group>
          </Anchor>
        </Group>
      )}
    </DashboardCard>
  );
}
