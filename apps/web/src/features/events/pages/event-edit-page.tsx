import '@mantine/core/styles/Skeleton.css';
import { Anchor, Container, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { useEvent } from '@/features/events/api/get-event';
import { useSaveItem } from '@/features/events/api/write-events';
import { DeleteDialog } from '@/features/events/components/delete-dialog';
import { EventForm } from '@/features/events/components/event-form';
import { eventFormValues } from '@/features/events/event-form-values';
import { dayHref, plannerHref } from '@/features/events/event-links';
import { DiscardChangesDialog } from '@/lib/form/discard-changes-dialog';
import { DISCARD_CHANGES, useUnsavedChanges } from '@/lib/form/use-unsaved-changes';
import { toIsoDate } from '@/lib/formats';

/**
 * Add an event (`/events/add`, maybe `?start=…&end=…&series=…` from the calendar or a
 * series) or edit one (`/events/{pk}/edit`), admins. Saved: the event's day on the
 * calendar, where its card leads on to its shifts; a new event's notification offers its
 * shift planner too (the next step after adding one). Unsaved edits are not lost by
 * accident (leaving asks first).
 */
export default function EventEditPage() {
  const { pk } = useParams();
  const id = pk ? Number(pk) : null;
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const item = useEvent(id);
  const save = useSaveItem('events');
  const [dirty, setDirty] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const guard = useUnsavedChanges(dirty);
  const row = id === null ? null : (item.data?.rows[0] ?? null);
  // Edit what the server has now: a cached row is used only once it was read again.
  const fresh = row !== null && (item.isFetchedAfterMount || !item.isFetching);

  const title = id === null ? 'Add event' : row ? `Edit ${row.name}` : 'Edit event';
  const leave = (to: string) => {
    guard.allowNextNavigation();
    navigate(to);
  };

  return (
    <Container size="sm" px={0}>
      <Stack gap="md">
        <PageHeader title={title} />
        {id !== null && !fresh ? (
          <Stack gap="md" role="status" aria-label="Loading">
            <Skeleton height={36} />
            <Skeleton height={36} />
            <Skeleton height={120} />
          </Stack>
        ) : (
          <EventForm
            key={row ? `edit-${row.id}` : 'new'}
            row={row}
            initialValues={eventFormValues(row, {
              start: search.get('start'),
              end: search.get('end'),
              series: search.get('series'),
            })}
            saving={save.isPending}
            onDirtyChange={setDirty}
            onCancel={() => navigate(-1)}
            onDelete={row ? () => setDeleting(true) : undefined}
            onSave={async (input) => {
              const saved = await save.mutateAsync({ id, item: input });
              if (id === null) {
                notifications.show({
                  color: 'green',
                  title: 'Event added',
                  autoClose: 10_000,
                  message: (
                    <Text size="sm" c="dimmed" component="span">
                      {`“${saved.name}” was added. `}
                      <Anchor
                        href={plannerHref(saved.id)}
                        size="sm"
                        onClick={(click) => {
                          click.preventDefault();
                          navigate(plannerHref(saved.id));
                        }}
                      >
                        Plan its shifts
                      </Anchor>
                    </Text>
                  ),
                });
              } else {
                notifications.show({
                  color: 'green',
                  title: 'Changes saved',
                  message: `“${saved.name}” was saved.`,
                });
              }
              setDirty(false);
              leave(dayHref(toIsoDate(saved.start)));
            }}
          />
        )}
      </Stack>
      <DeleteDialog
        collection="events"
        item={deleting ? row : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate('/events/calendar', { state: DISCARD_CHANGES })}
      />
      <DiscardChangesDialog {...guard.dialog} />
    </Container>
  );
}
