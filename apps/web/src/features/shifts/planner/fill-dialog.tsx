import {
  AVAILABILITY_LABELS,
  type Person,
  type RequestRow,
  type ShiftPlanner,
} from '@crewcall/contract';
import { Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { FormActions } from '@/components/form-actions';
import { ModelSelector } from '@/components/model-selector/model-selector';
import {
  AvailabilityBadge,
  useCandidateAvailability,
  useOfferedPeople,
} from '@/features/shifts/planner/candidate-availability';
import { lookupName } from '@/features/shifts/planner/planner-labels';
import type { StagedShift } from '@/features/shifts/staging/staging';
import { useCollectionItem } from '@/lib/api/collections/get-collection-item';
import { formatDate } from '@/lib/formats';

/** How well a request fits a shift: asked for its role, assignment and location. */
export function requestFits(request: RequestRow, shift: StagedShift): boolean {
  return (
    (request.role === null || request.role === shift.role) &&
    (request.assignment === null || request.assignment === shift.assignment) &&
    (request.location === null || request.location === shift.location)
  );
}

/**
 * Fill an open shift: with someone who asked for this event (those whose wishes fit the
 * shift first), or anyone of the club through the person selector. Each candidate shows
 * what they said about the event's day; filling with someone unavailable asks first.
 * Staged only: the person is on the shift once the planner is saved.
 */
export function FillDialog({
  shift,
  requests,
  results,
  onFill,
  onClose,
}: {
  shift: StagedShift | null;
  requests: RequestRow[];
  results: ShiftPlanner['results'];
  onFill: (shift: StagedShift, person: { id: number; name: string }) => void;
  onClose: () => void;
}) {
  const [personId, setPersonId] = useState<number | null>(null);
  const [unavailable, setUnavailable] = useState<{ id: number; name: string } | null>(null);
  const person = useCollectionItem<Person>('people', personId).data?.rows[0];
  const availability = useCandidateAvailability(shift?.event ?? null).data ?? {};
  const stateOf = (id: number) => availability[String(id)];
  const offered = useOfferedPeople(shift?.start ?? null).data ?? [];
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new shift starts a new choice
  useEffect(() => setPersonId(null), [shift?.key]);

  const outstanding = shift
    ? requests
        .filter((request) => !request.actioned)
        .sort((a, b) => Number(requestFits(b, shift)) - Number(requestFits(a, shift)))
    : [];
  const fill = (chosen: { id: number; name: string }, confirmed = false) => {
    if (!shift) return;
    if (!confirmed && stateOf(chosen.id) === 0) {
      setUnavailable(chosen);
      return;
    }
    setUnavailable(null);
    onFill(shift, chosen);
  };
  const wishes = (request: RequestRow) =>
    [
      lookupName(results, 'roles', request.role),
      lookupName(results, 'assignments', request.assignment),
      lookupName(results, 'locations', request.location),
    ]
      .filter(Boolean)
      .join(' · ') || 'Any shift';

  return (
    <Modal
      opened={shift !== null}
      onClose={onClose}
      title="Fill shift"
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <Stack gap="md">
        <Text size="sm" fw={600}>
          Asked for this event
        </Text>
        {outstanding.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nobody has an open request for this event.
          </Text>
        ) : (
          <Stack gap={6}>
            {outstanding.map((request) => (
              <Group
                key={request.id}
                justify="space-between"
                wrap="nowrap"
                gap="sm"
                align="flex-start"
              >
                <div style={{ minWidth: 0, flex: 1 }}>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" fw={500} truncate="end">
                      {request.person_name}
                    </Text>
                    <AvailabilityBadge state={stateOf(request.person)} />
                  </Group>
                  <Text size="xs" c="dimmed" truncate="end">
                    {wishes(request)}
                  </Text>
                  {request.comments && (
                    // A long comment wraps to three lines at most (readers get all of it);
                    // it never squeezes the Fill button (issue 20, item 6).
                    <Text size="xs" fs="italic" lineClamp={3} data-testid="request-comment">
                      “{request.comments}”
                    </Text>
                  )}
                </div>
                <Button
                  size="compact-sm"
                  style={{ flexShrink: 0 }}
                  variant={shift && requestFits(request, shift) ? 'filled' : 'light'}
                  onClick={() => fill({ id: request.person, name: request.person_name })}
                  aria-label={`Fill with ${request.person_name}`}
                >
                  Fill
                </Button>
              </Group>
            ))}
          </Stack>
        )}
        {offered.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              Said they can help that day
            </Text>
            <Stack gap={6} data-testid="offered-people">
              {offered
                .filter((candidate) => !outstanding.some((r) => r.person === candidate.id))
                .map((candidate) => (
                  <Group key={candidate.id} justify="space-between" wrap="nowrap" gap="sm">
                    <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                      <Text size="sm" fw={500} truncate="end">
                        {candidate.name}
                      </Text>
                      <AvailabilityBadge state={stateOf(candidate.id) ?? candidate.state} />
                    </Group>
                    <Button
                      size="compact-sm"
                      style={{ flexShrink: 0 }}
                      variant="light"
                      onClick={() => fill({ id: candidate.id, name: candidate.name })}
                      aria-label={`Fill with ${candidate.name} (${AVAILABILITY_LABELS[candidate.state].toLowerCase()})`}
                    >
                      Fill
                    </Button>
                  </Group>
                ))}
            </Stack>
          </>
        )}
        <Divider label="or anyone" labelPosition="center" />
        <ModelSelector
          model="people"
          label="Person"
          value={personId}
          onChange={setPersonId}
          description={
            person && stateOf(person.id) !== undefined ? (
              <AvailabilityBadge state={stateOf(person.id)} />
            ) : undefined
          }
        />
        <FormActions>
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!person}
            onClick={() => person && fill({ id: person.id, name: person.name || person.email })}
          >
            Fill with {person ? person.name || person.email : 'person'}
          </Button>
        </FormActions>
      </Stack>
      <ConfirmDialog
        opened={unavailable !== null}
        title="Unavailable that day"
        confirmLabel="Fill anyway"
        danger
        onConfirm={() => unavailable && fill(unavailable, true)}
        onClose={() => setUnavailable(null)}
      >
        {`${unavailable?.name ?? 'This person'} said they are unavailable on ${
          shift ? formatDate(shift.start) : 'this day'
        }. Fill the shift with them anyway?`}
      </ConfirmDialog>
    </Modal>
  );
}
