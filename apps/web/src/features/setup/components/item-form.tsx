import { Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { EditFormButtons } from '@/components/edit-form-buttons';
import { useRefWriter } from '@/features/setup/api/ref-writer';
import { useDuplicateName } from '@/features/setup/api/use-duplicate-name';
import { FieldInput } from '@/features/setup/components/field-input';
import { formRules, toFormValues, toItem } from '@/features/setup/form-values';
import { type CreatedRef, createNewRefs, undoCreated } from '@/features/setup/pending-refs';
import type { SetupRow, SetupScreen } from '@/features/setup/setup-screen';
import { itemErrorBody } from '@/lib/api/collections/collection-page';
import { SubmitErrorAlert, useSubmitErrors } from '@/lib/form/submit-errors';
import { useForm } from '@/lib/form/use-form';

/**
 * The create/edit form of a setup screen. Server field errors land on their fields and a
 * failed save keeps everything typed. New rows typed into reference fields (a new role
 * group) are created only when this form is saved, and removed again if the save fails.
 */
export function ItemForm({
  screen,
  row,
  saving,
  onSave,
  onCancel,
  onDelete,
  onDirtyChange,
}: {
  screen: SetupScreen;
  row: SetupRow | null;
  saving: boolean;
  /** Resolves when saved; throws the API's answer when not. */
  onSave: (item: Record<string, unknown>) => Promise<void>;
  onCancel: () => void;
  onDelete?: () => void;
  /** Told whenever the form starts or stops differing from the saved row. */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const { fields } = screen;
  const form = useForm({ initialValues: toFormValues(fields, row), validate: formRules(fields) });
  const errors = useSubmitErrors(
    form,
    fields.map((f) => f.name),
  );
  const refs = useRefWriter();
  const [creatingRefs, setCreatingRefs] = useState(false);
  const busy = saving || creatingRefs;
  // Only short names are compared (a news item's text is its name field, but no name).
  const namedByText = fields.some((f) => f.name === screen.nameField && f.kind === 'text');
  const duplicate = useDuplicateName(
    screen,
    namedByText ? (form.values[screen.nameField] ?? '') : '',
    row?.id ?? null,
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: report changes, not new callbacks
  useEffect(() => {
    onDirtyChange?.(form.isDirty);
  }, [form.isDirty]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form goes away
  useEffect(() => () => onDirtyChange?.(false), []);

  const submit = form.onSubmit(async (values) => {
    errors.clear();
    let created: CreatedRef[] = [];
    try {
      setCreatingRefs(true);
      const resolved = await createNewRefs(fields, values, refs).finally(() =>
        setCreatingRefs(false),
      );
      created = resolved.created;
      await onSave(toItem(fields, resolved.values));
    } catch (error) {
      await undoCreated(created, refs);
      errors.show(itemErrorBody(error));
    }
  });

  const duplicateWarning = duplicate ? (
    <Text span size="xs" c="var(--mantine-color-text)" role="status" data-testid="duplicate-name">
      <IconAlertTriangle
        size={14}
        aria-hidden
        color="var(--mantine-color-orange-filled)"
        style={{ verticalAlign: -2, marginRight: 4 }}
      />
      A {screen.singular} with this name already exists.
    </Text>
  ) : undefined;

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <SubmitErrorAlert message={errors.alert} />
        {fields.map((field, index) => (
          <FieldInput
            key={field.name}
            field={field}
            form={form}
            autoFocus={index === 0}
            warning={field.name === screen.nameField ? duplicateWarning : undefined}
          />
        ))}
        <EditFormButtons
          busy={busy}
          submitLabel={row ? 'Save' : 'Add'}
          onCancel={onCancel}
          onDelete={onDelete}
        />
      </Stack>
    </form>
  );
}
