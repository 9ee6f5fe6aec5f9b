import type { SeriesRow } from '@crewcall/contract';
import { SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { EditFormButtons } from '@/components/edit-form-buttons';
import { MarkdownTextarea } from '@/components/markdown-textarea';
import {
  SERIES_FORM_FIELDS,
  type SeriesFormValues,
  seriesFormRules,
  seriesFormValues,
  toSeriesInput,
} from '@/features/events/series-form-values';
import { SubmitErrorAlert, useSubmitErrors } from '@/lib/form/submit-errors';
import { useForm } from '@/lib/form/use-form';
import { withClubZoneHint } from '@/lib/time-zone';

/**
 * A series: name (required), details (markdown), whether the
 * calendar shows it as one entry, and a span used only while it has no events.
 */
export function SeriesForm({
  row,
  saving,
  onSave,
  onCancel,
  onDelete,
  onDirtyChange,
}: {
  row: SeriesRow | null;
  saving: boolean;
  onSave: (item: ReturnType<typeof toSeriesInput>) => Promise<void>;
  onCancel: () => void;
  onDelete?: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const form = useForm<SeriesFormValues>({
    initialValues: seriesFormValues(row),
    validate: seriesFormRules,
  });
  const errors = useSubmitErrors(form, SERIES_FORM_FIELDS);

  // biome-ignore lint/correctness/useExhaustiveDependencies: report changes, not new callbacks
  useEffect(() => onDirtyChange(form.isDirty), [form.isDirty]);

  const submit = form.onSubmit(async (values) => {
    errors.clear();
    try {
      await onSave(toSeriesInput(values));
    } catch (error) {
      errors.show(error);
    }
  });

  return (
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
        <MarkdownTextarea {...form.getInputProps('details')} />
        <Switch
          label="Show as one entry on the calendar"
          description="For series on consecutive days, such as a regatta week."
          name="consecutive"
          checked={form.values.consecutive === 'true'}
          onChange={(event) =>
            form.setFieldValue('consecutive', String(event.currentTarget.checked))
          }
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            type="datetime-local"
            label="Start"
            description={withClubZoneHint('Used until the series has events.')}
            {...form.getInputProps('start')}
          />
          <TextInput
            type="datetime-local"
            label="End"
            description={withClubZoneHint('Then it spans its events.')}
            {...form.getInputProps('end')}
          />
        </SimpleGrid>
        <EditFormButtons
          busy={saving}
          submitLabel={row ? 'Save' : 'Add series'}
          onCancel={onCancel}
          onDelete={onDelete}
        />
      </Stack>
    </form>
  );
}
