import { Button, Group, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { FieldInput } from '@/features/setup/components/field-input';
import { formRules, toFormValues, toItem } from '@/features/setup/form-values';
import type { FieldConfig, SetupRow } from '@/features/setup/setup-screen';
import { itemErrorBody } from '@/lib/api/collections/collection-page';
import { SubmitErrorAlert, useSubmitErrors } from '@/lib/form/submit-errors';
import { useForm } from '@/lib/form/use-form';

/** The create/edit form of a setup screen; server field errors land on their fields. */
export function ItemForm({
  fields,
  row,
  saving,
  onSave,
  onCancel,
  onDelete,
}: {
  fields: readonly FieldConfig[];
  row: SetupRow | null;
  saving: boolean;
  /** Resolves when saved; throws the API's answer when not. */
  onSave: (item: Record<string, unknown>) => Promise<void>;
  onCancel: () => void;
  onDelete?: () => void;
}) {
  const form = useForm({ initialValues: toFormValues(fields, row), validate: formRules(fields) });
  const errors = useSubmitErrors(
    form,
    fields.map((f) => f.name),
  );

  const submit = form.onSubmit(async (values) => {
    errors.clear();
    try {
      await onSave(toItem(fields, values));
    } catch (error) {
      errors.show(itemErrorBody(error));
    }
  });

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <SubmitErrorAlert message={errors.alert} />
        {fields.map((field, index) => (
          <FieldInput key={field.name} field={field} form={form} autoFocus={index === 0} />
        ))}
        <Group justify="space-between" mt="sm" wrap="wrap-reverse" gap="sm">
          {onDelete ? (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={onDelete}
              disabled={saving}
            >
              Delete
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {row ? 'Save' : 'Add'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
