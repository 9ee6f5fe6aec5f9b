import '@/components/form-overlay-styles';
import type { EventRow } from '@crewcall/contract';
import { ColorInput, Paper, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { EditFormButtons } from '@/components/edit-form-buttons';
import { MarkdownTextarea } from '@/components/markdown-textarea';
import { ModelSelector } from '@/components/model-selector/model-selector';
import {
  EVENT_FORM_FIELDS,
  type EventFormValues,
  eventFormRules,
  toEventInput,
} from '@/features/events/event-form-values';
import { SubmitErrorAlert, useSubmitErrors } from '@/lib/form/submit-errors';
import { useForm } from '@/lib/form/use-form';
import { clubZoneHint } from '@/lib/time-zone';

const SWATCHES = [
  '#01579B',
  '#0288D1',
  '#2E7D32',
  '#F9A825',
  '#EF6C00',
  '#C62828',
  '#6A1B9A',
  '#37474F',
];

/**
 * Add or edit an event: name, type, series, location, start, end, colour, details
 * (markdown) and whether the public calendar shows it. The browser's own date-time
 * fields: keyboard and phone friendly. The server's field errors land on the fields; a
 * failed save keeps everything typed.
 */
export function EventForm({
  row,
  initialValues,
  saving,
  onSave,
  onCancel,
  onDelete,
  onDirtyChange,
}: {
  row: EventRow | null;
  initialValues: EventFormValues;
  saving: boolean;
  /** Resolves when saved; throws the API's answer when not. */
  onSave: (item: ReturnType<typeof toEventInput>) => Promise<void>;
  onCancel: () => void;
  onDelete?: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const form = useForm<EventFormValues>({ initialValues, validate: eventFormRules });
  const errors = useSubmitErrors(form, EVENT_FORM_FIELDS);

  // biome-ignore lint/correctness/useExhaustiveDependencies: report changes, not new callbacks
  useEffect(() => onDirtyChange(form.isDirty), [form.isDirty]);

  const submit = form.onSubmit(async (values) => {
    errors.clear();
    try {
      await onSave(toEventInput(values));
    } catch (error) {
      errors.show(error);
    }
  });

  const ref = (name: 'eventtype' | 'series' | 'location') => ({
    value: form.values[name] === '' ? null : Number(form.values[name]),
    onChange: (id: number | null) => form.setFieldValue(name, id === null ? '' : String(id)),
    error: form.errors[name],
  });

  return (
    <Paper withBorder p="md">
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <SubmitErrorAlert message={errors.alert} />
          <TextInput
            label="Name"
            required
            maxLength={200}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              type="datetime-local"
              label="Start"
              description={clubZoneHint()}
              required
              {...form.getInputProps('start')}
            />
            <TextInput
              type="datetime-local"
              label="End"
              description={clubZoneHint()}
              required
              {...form.getInputProps('end')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <ModelSelector model="eventtypes" label="Event type" {...ref('eventtype')} />
            <ModelSelector model="locations" label="Location" {...ref('location')} />
          </SimpleGrid>
          <ModelSelector
            model="series"
            label="Series"
            description="Leave empty for an event on its own."
            {...ref('series')}
          />
          <ColorInput
            label="Colour"
            description="Leave empty to use the event type's colour."
            format="hex"
            swatches={SWATCHES}
            swatchesPerRow={8}
            placeholder="#01579B"
            fixOnBlur={false}
            value={form.values.color}
            onChange={(value) => form.setFieldValue('color', value)}
            onBlur={() => form.validateField('color')}
            error={form.errors.color}
            name="color"
            eyeDropperButtonProps={{ 'aria-label': 'Pick a colour from the screen' }}
          />
          <MarkdownTextarea {...form.getInputProps('details')} />
          <Switch
            label="Show on the public calendar"
            description="Off: only members see it (not on the public calendar, its public page or the club's calendar feed)."
            name="public"
            checked={form.values.public !== 'false'}
            onChange={(event) => form.setFieldValue('public', String(event.currentTarget.checked))}
          />
          <EditFormButtons
            busy={saving}
            submitLabel={row ? 'Save' : 'Add event'}
            onCancel={onCancel}
            onDelete={onDelete}
          />
        </Stack>
      </form>
    </Paper>
  );
}
