import '@mantine/core/styles/Skeleton.css';
import { Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconListDetails, IconSettings } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { useSeriesDetail } from '@/features/events/api/get-series-detail';
import { EventListItem } from '@/features/events/components/event-list-item';
import { Markdown } from '@/components/markdown';
import { useSession } from '@/lib/auth/use-session';

/**
 * A series (spec section 2): its name ('Untitled Series' without one), details in
 * markdown and its events; admins get its settings and its events table. `SignupControl`
 * ('Signup to all events', from the requests feature) is handed in by app/series-route.tsx.
 */
export default function SeriesPage({
  SignupControl,
}: {
  SignupControl?: ComponentType<{ seriesId: number; eventCount: number }>;
} = {}) {
  const id = Number(useParams().pk);
  const admin = useSession().role === 'admin';
  const detail = useSeriesDetail(id);
  const data = detail.data;

  if (!data) {
    return (
      <Container size="md" px={0}>
        <Stack gap="md" role="status" aria-label="Loading series">
          <Skeleton height={36} width="50%" />
          <Skeleton height={160} />
        </Stack>
      </Container>
    );
  }

  const { series, events } = data;
  return (
    <Container size="md" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <PageHeader title={series.name || 'Untitled Series'} />
          {admin && (
            <Group gap="xs">
              <Button
                component={Link}
                to={`/series/events/${series.id}`}
                variant="default"
                leftSection={<IconListDetails size={16} aria-hidden />}
              >
                Series events
              </Button>
              <Button
                component={Link}
                to={`/series/list/${series.id}`}
                leftSection={<IconSettings size={16} aria-hidden />}
              >
                Settings
              </Button>
            </Group>
          )}
        </Group>
        {series.details.trim() && (
          <Paper withBorder p="md">
            <Markdown>{series.details}</Markdown>
          </Paper>
        )}
        <Stack gap="xs" component="section" aria-labelledby="series-events-title">
          <Title order={2} size="h4" id="series-events-title">
            Events
          </Title>
          {events.length === 0 ? (
            <Text c="dimmed" size="sm">
              This series has no events yet.
            </Text>
          ) : (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {events.map((event) => (
                <li key={event.id}>
                  <EventListItem
                    item={{
                      type: 'event',
                      id: event.id,
                      name: event.name,
                      start: event.start,
                      end: event.end,
                      color: event.color,
                      location: null,
                      empty: event.empty,
                    }}
                  />
                </li>
              ))}
            </Stack>
          )}
        </Stack>
        {SignupControl && <SignupControl seriesId={series.id} eventCount={events.length} />}
      </Stack>
    </Container>
  );
}
