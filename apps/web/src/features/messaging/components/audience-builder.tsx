import { Group, Paper, Pill, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { ModelSelector } from '@/components/model-selector/model-selector';
import { AUDIENCE_KINDS, type AudienceDraft } from '@/features/messaging/audience-draft';

/**
 * Who the message goes to: one kind of audience and its choice (a role, an event, a
 * series, a competency, or people picked one by one). The count is the composer's.
 */
export function AudienceBuilder({
  value,
  onChange,
  error,
}: {
  value: AudienceDraft;
  onChange: (next: AudienceDraft) => void;
  error?: string;
}) {
  const set = (patch: Partial<AudienceDraft>) => onChange({ ...value, ...patch });
  return (
    <Stack gap="sm">
      <Select
        label="Send to"
        data={AUDIENCE_KINDS}
        value={value.kind}
        allowDeselect={false}
        onChange={(kind) => kind && set({ kind: kind as AudienceDraft['kind'] })}
        error={error}
      />
      {value.kind === 'role' && (
        <SegmentedControl
          aria-label="Role"
          value={value.role}
          onChange={(role) => set({ role: role as AudienceDraft['role'] })}
          data={[
            { value: 'user', label: 'Volunteers' },
            { value: 'admin', label: 'Admins' },
          ]}
        />
      )}
      {value.kind === 'event' && (
        <ModelSelector
          model="events"
          label="Event"
          value={value.event}
          onChange={(event) => set({ event })}
          placeholder="Type to find an event"
          description="Everyone on its published shifts; {event}, {shift_start} and {shift_role} come from their shift."
          required
        />
      )}
      {value.kind === 'series' && (
        <ModelSelector
          model="series"
          label="Series"
          value={value.series}
          onChange={(series) => set({ series })}
          placeholder="Type to find a series"
          description="Everyone on a published shift of its events."
          required
        />
      )}
      {value.kind === 'competency' && (
        <Group align="end" wrap="wrap" gap="sm">
          <ModelSelector
            model="competencies"
            label="Competency"
            value={value.competency}
            onChange={(competency) => set({ competency })}
            placeholder="Type to find a competency"
            required
          />
          <SegmentedControl
            aria-label="Who"
            value={value.has ? 'has' : 'lacks'}
            onChange={(which) => set({ has: which === 'has' })}
            data={[
              { value: 'has', label: 'Who hold it' },
              { value: 'lacks', label: 'Who do not' },
            ]}
          />
        </Group>
      )}
      {value.kind === 'people' && (
        <Stack gap="xs">
          <ModelSelector
            model="people"
            label="Add a person"
            value={null}
            onChange={(id, name = '') => {
              if (id !== null && !value.people.some((p) => p.id === id))
                set({ people: [...value.people, { id, name }] });
            }}
            placeholder="Type a name"
          />
          {value.people.length ? (
            <Paper withBorder p="xs">
              <Group gap={6}>
                {value.people.map((p) => (
                  <Pill
                    key={p.id}
                    withRemoveButton
                    onRemove={() => set({ people: value.people.filter((x) => x.id !== p.id) })}
                    removeButtonProps={{ 'aria-label': `Remove ${p.name}` }}
                  >
                    {p.name}
                  </Pill>
                ))}
              </Group>
            </Paper>
          ) : (
            <Text size="sm" c="dimmed">
              Nobody picked yet.
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
