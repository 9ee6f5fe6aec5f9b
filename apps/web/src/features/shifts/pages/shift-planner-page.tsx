import '@/features/shifts/shifts-styles';
import type { ShiftPlanner } from '@crewcall/contract';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Drawer,
  EmptyState,
  Grid,
  Group,
  Paper,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconAlertTriangle,
  IconCopy,
  IconDeviceFloppy,
  IconInbox,
  IconPlus,
  IconSend,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { usePlanner } from '@/features/shifts/api/get-planner';
import { usePublishEvent } from '@/features/shifts/api/publish-event';
import { useSaveShifts } from '@/features/shifts/api/save-shifts';
import { AssignmentGroup } from '@/features/shifts/planner/assignment-group';
import { CopyLayoutDialog } from '@/features/shifts/planner/copy-layout-dialog';
import { FillDialog } from '@/features/shifts/planner/fill-dialog';
import { byOrder, groupShifts, type ShiftGroup } from '@/features/shifts/planner/planner-groups';
import { lookupName } from '@/features/shifts/planner/planner-labels';
import layout from '@/features/shifts/planner/planner-layout.module.css';
import { RequestsPanel } from '@/features/shifts/planner/requests-panel';
import { ShiftHistoryDialog } from '@/features/shifts/planner/shift-history-dialog';
import { useStaging } from '@/features/shifts/planner/use-staging';
import { saveSummary } from '@/features/shifts/staging/save-staging';
import { type StagedShift, unpublishedCount } from '@/features/shifts/staging/staging';
import { isApiErrorResponse } from '@/lib/api/api-errors';
import { useSession } from '@/lib/auth/use-session';
import { DiscardChangesDialog } from '@/lib/form/discard-changes-dialog';
import { useUnsavedChanges } from '@/lib/form/use-unsaved-changes';
import { formatDate, formatTime } from '@/lib/formats';
import { usePhoneLayout } from '@/lib/use-phone-layout';

/** The shift planner of one event (admin, `event.shifts`). */
export default function ShiftPlannerPage() {
  const eventId = Number(useParams().pk);
  const planner = usePlanner(eventId);
  if (planner.isPending) return <PageLoader label="Loading shifts" />;
  if (planner.isError) {
    return (
      <Alert color="red" title="The shifts did not load" role="alert">
        Please reload the page to try again.
      </Alert>
    );
  }
  return <Planner key={eventId} eventId={eventId} data={planner.data} />;
}

/**
 * Why a publish failed: the server's reasons when it refused (someone on a shift lacks a
 * competency its role requires, named), else a plain "try again".
 */
function publishRefusal(error: unknown): string {
  const body = isApiErrorResponse(error) && error.status === 400 ? error.body : null;
  const reasons = (body as { non_field_errors?: unknown } | null)?.non_field_errors;
  if (Array.isArray(reasons) && reasons.length) {
    return `The shifts were not published. ${reasons.join(' ')}`;
  }
  return 'The shifts were not published. Please try again.';
}

const UNPUBLISHED_TEXT =
  'Members do not see unpublished shifts and no reminder emails go out for them until they are published.';

function Planner({ eventId, data }: { eventId: number; data: ShiftPlanner }) {
  const { results } = data;
  const event = results.events[String(eventId)];
  const settings = useSession().user?.settings;
  const staging = useStaging(data);
  const guard = useUnsavedChanges(staging.dirty);
  const save = useSaveShifts();
  const publish = usePublishEvent(eventId);
  const [saveAlert, setSaveAlert] = useState<string[]>([]);
  const [filling, setFilling] = useState<StagedShift | null>(null);
  const [removing, setRemoving] = useState<StagedShift | null>(null);
  const [historyOf, setHistoryOf] = useState<StagedShift | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [copying, setCopying] = useState(false);
  const [newAssignment, setNewAssignment] = useState<string | null>(null);
  const phone = usePhoneLayout();
  const [requestsOpen, setRequestsOpen] = useState(false);
  const drawerOpen = phone && requestsOpen;

  if (!event) return <Alert color="red">This event was not found.</Alert>;

  const groups = groupShifts(staging.items, results);
  const requests = data.request_ids.flatMap((id) => results.requests[String(id)] ?? []);
  const unpublished = unpublishedCount(staging.items);
  const changes = staging.items.filter((item) => item.mark !== null).length;
  const time = (value: string) => formatTime(value, settings);
  const shiftLabel = (shift: StagedShift) =>
    [
      lookupName(results, 'assignments', shift.assignment) || 'No assignment',
      lookupName(results, 'roles', shift.role) || 'Any role',
      `${time(shift.start)}–${time(shift.end)}`,
    ].join(' · ');

  /** A new open shift in a group: like its last shift, else the event's own times. */
  const addTo = (assignment: number | null, group?: ShiftGroup) => {
    const last = group?.shifts.at(-1);
    staging.add([
      {
        event: eventId,
        person: null,
        person_name: null,
        role: last?.role ?? null,
        assignment,
        location: group ? group.location : event.location,
        start: last?.start ?? event.start,
        end: last?.end ?? event.end,
      },
    ]);
  };

  const fill = (shift: StagedShift, person: { id: number; name: string }) => {
    staging.change(shift.key, { person: person.id, person_name: person.name });
    setFilling(null);
  };

  const onSave = async () => {
    setSaveAlert([]);
    const outcome = await save.mutateAsync(staging.items);
    staging.saved(outcome);
    const summary = saveSummary(outcome, changes);
    if (summary) setSaveAlert([summary, ...outcome.alerts]);
    else notifications.show({ color: 'green', message: 'Shifts saved.' });
  };

  const onPublish = async () => {
    const answer = await publish.mutateAsync();
    setPublishing(false);
    notifications.show({
      color: 'green',
      message: `${answer.published} ${answer.published === 1 ? 'shift' : 'shifts'} published.`,
    });
  };

  const outstanding = requests.filter((request) => !request.actioned).length;
  const requestsPanel = (
    <RequestsPanel
      eventName={event.name}
      requests={requests}
      shifts={staging.items}
      results={results}
      shiftLabel={shiftLabel}
      onFill={fill}
    />
  );

  const usedAssignments = new Set(groups.map((group) => group.key));
  const assignmentOptions = [
    ...byOrder(results.assignments)
      .filter((assignment) => !usedAssignments.has(`a${assignment.id}`))
      .map((assignment) => ({ value: String(assignment.id), label: assignment.name })),
    ...(usedAssignments.has('none') ? [] : [{ value: 'none', label: 'No assignment' }]),
  ];

  return (
    <Container size="xl" px={0} className={layout.page}>
      <Stack gap="md">
        <PageHeader
          title={`Shifts: ${event.name}`}
          description={`${formatDate(event.start, settings)}, ${time(event.start)}–${time(event.end)}. Changes stay on this page until you save them.`}
          showsTimes
        />
        <div className={layout.actionBar}>
          <Group gap="xs" wrap="nowrap">
            <Button
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              onClick={onSave}
              loading={save.isPending}
              disabled={!staging.dirty}
            >
              {staging.dirty ? `Save ${changes} ${changes === 1 ? 'change' : 'changes'}` : 'Saved'}
            </Button>
            <Button
              color="red"
              variant={unpublished > 0 ? 'filled' : 'light'}
              leftSection={<IconSend size={18} aria-hidden />}
              onClick={() => setPublishing(true)}
              disabled={unpublished === 0 || staging.dirty}
            >
              Publish
            </Button>
            <Button
              variant="default"
              hiddenFrom="sm"
              leftSection={<IconInbox size={18} aria-hidden />}
              rightSection={
                outstanding > 0 ? (
                  <Badge size="sm" circle aria-label={`${outstanding} outstanding`}>
                    {outstanding}
                  </Badge>
                ) : null
              }
              aria-haspopup="dialog"
              onClick={() => setRequestsOpen(true)}
            >
              Requests
            </Button>
          </Group>
        </div>
        <Group gap="sm" justify="space-between">
          <Button
            variant="default"
            leftSection={<IconCopy size={18} aria-hidden />}
            onClick={() => setCopying(true)}
          >
            Copy from event
          </Button>
          <Group gap="md">
            <Anchor component={Link} to={`/events/${eventId}/shifts/list`} size="sm">
              Shift list
            </Anchor>
            <Anchor component={Link} to={`/events/${eventId}`} size="sm">
              Event page
            </Anchor>
          </Group>
        </Group>

        {staging.dirty && unpublished === 0 && (
          <Text size="sm" c="dimmed" role="status">
            Save your changes before publishing.
          </Text>
        )}
        {unpublished > 0 && (
          <Alert
            color="red"
            variant="light"
            title={`Unpublished: ${unpublished} ${unpublished === 1 ? 'shift' : 'shifts'}`}
            icon={<IconAlertTriangle size={18} aria-hidden />}
          >
            {UNPUBLISHED_TEXT}
            {staging.dirty ? ' Save your changes first, then publish.' : ''}
          </Alert>
        )}
        {saveAlert.length > 0 && (
          <Alert color="red" variant="light" title="Not everything was saved" role="alert">
            {saveAlert.map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
          </Alert>
        )}

        <Grid gap="md">
          {/* From 1200 px the shifts take three quarters: a shift's fields fit one row. */}
          <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
            <Stack gap="md">
              {groups.length === 0 && (
                <Paper withBorder p="xl" radius="md">
                  <EmptyState
                    variant="light"
                    title="No shifts yet"
                    description="Add a shift for an assignment below, or copy the shifts of another event."
                  />
                </Paper>
              )}
              {groups.map((group) => (
                <AssignmentGroup
                  key={group.key}
                  group={group}
                  results={results}
                  problems={staging.problems}
                  actions={{
                    onChange: staging.change,
                    onCopy: staging.copy,
                    onRemove: (shift) =>
                      shift.id !== null && shift.person !== null
                        ? setRemoving(shift)
                        : staging.remove(shift.key),
                    onRestore: staging.restore,
                    onFill: setFilling,
                    onHistory: setHistoryOf,
                  }}
                  onLocation={(g, location) =>
                    staging.moveLocation(eventId, g.assignment, location)
                  }
                  onAdd={(g) => addTo(g.assignment, g)}
                />
              ))}
              <Paper withBorder radius="md" p="md">
                <Group align="flex-end" gap="sm">
                  <Select
                    label="New assignment"
                    placeholder="Choose an assignment"
                    data={assignmentOptions}
                    value={newAssignment}
                    onChange={setNewAssignment}
                    searchable
                    w={{ base: '100%', xs: 280 }}
                    comboboxProps={{ withinPortal: true }}
                  />
                  <Button
                    variant="light"
                    leftSection={<IconPlus size={16} aria-hidden />}
                    disabled={newAssignment === null}
                    onClick={() => {
                      addTo(newAssignment === 'none' ? null : Number(newAssignment));
                      setNewAssignment(null);
                    }}
                  >
                    Add shift
                  </Button>
                </Group>
              </Paper>
            </Stack>
          </Grid.Col>
          {/* On a phone the requests open from the bottom bar instead (a drawer): the
              panel stays mounted but hidden (an open menu survives a resize), and leaves
              while the drawer shows it (one panel, one heading id). */}
          {!drawerOpen && (
            <Grid.Col span={{ base: 12, md: 4, lg: 3 }} visibleFrom="sm">
              {requestsPanel}
            </Grid.Col>
          )}
        </Grid>
      </Stack>

      <Drawer
        opened={drawerOpen}
        onClose={() => setRequestsOpen(false)}
        position="bottom"
        size="85%"
        title={`Requests: ${event.name}`}
        closeButtonProps={{ 'aria-label': 'Close requests' }}
      >
        {requestsPanel}
      </Drawer>

      <FillDialog
        shift={filling}
        requests={requests}
        results={results}
        onFill={fill}
        onClose={() => setFilling(null)}
      />
      <ShiftHistoryDialog
        shiftId={historyOf?.id ?? null}
        label={historyOf ? shiftLabel(historyOf) : ''}
        onClose={() => setHistoryOf(null)}
      />
      <CopyLayoutDialog
        opened={copying}
        target={{ id: eventId, start: event.start, end: event.end }}
        onClose={() => setCopying(false)}
        onCopy={(source) =>
          staging.copyLayout(source, { id: eventId, start: event.start, end: event.end })
        }
      />
      <ConfirmDialog
        opened={removing !== null}
        title="Remove a filled shift?"
        confirmLabel="Remove shift"
        danger
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) staging.remove(removing.key);
          setRemoving(null);
        }}
      >
        {`${removing?.person_name ?? 'Someone'} is on this shift. When you save, the shift is deleted and ${removing?.person_name ?? 'they'} will be told by email.`}
      </ConfirmDialog>
      <ConfirmDialog
        opened={publishing}
        title="Publish shifts?"
        confirmLabel={`Publish ${unpublished} ${unpublished === 1 ? 'shift' : 'shifts'}`}
        loading={publish.isPending}
        error={publish.isError ? publishRefusal(publish.error) : null}
        onClose={() => {
          setPublishing(false);
          publish.reset();
        }}
        onConfirm={onPublish}
      >
        {`Members will see the ${unpublished} unpublished ${unpublished === 1 ? 'shift' : 'shifts'} of ${event.name}, and reminder emails will go out for them.`}
      </ConfirmDialog>
      <DiscardChangesDialog {...guard.dialog} />
    </Container>
  );
}
