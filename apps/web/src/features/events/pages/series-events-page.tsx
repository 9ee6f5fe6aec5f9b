import '@/components/form-overlay-styles';
import { Button, Container, Group, Stack } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { useSeriesDetail } from '@/features/events/api/get-series-detail';
import { EventsTable } from '@/features/events/components/events-table';
import { addEventHref } from '@/features/events/event-links';

/** A series' events in the shared table (admin); Add event puts the new one in the series. */
export default function SeriesEventsPage() {
  const id = Number(useParams().pk);
  const series = useSeriesDetail(id).data?.series;
  const name = series ? series.name || 'Untitled Series' : '';

  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <PageHeader title={name ? `Events of ${name}` : 'Series events'} />
          <Button
            component={Link}
            to={`/series/${id}`}
            variant="default"
            leftSection={<IconEye size={16} aria-hidden />}
          >
            View series
          </Button>
        </Group>
        <EventsTable seriesId={id} addTo={addEventHref({ series: id })} />
      </Stack>
    </Container>
  );
}
