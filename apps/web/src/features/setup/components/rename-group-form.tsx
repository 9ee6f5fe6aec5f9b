import { Button, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { itemErrorBody } from '@/lib/api/collections/collection-page';
import { useUpdateCollectionItems } from '@/lib/api/collections/update-collection-items';
import { SubmitErrorAlert, useSubmitErrors } from '@/lib/form/submit-errors';
import { useForm } from '@/lib/form/use-form';
import { required } from '@/lib/validation';

/** Renames one role group in place; a refused name (e.g. taken) shows on the field. */
export function RenameGroupForm({
  group,
  onDone,
  onCancel,
}: {
  group: { id: number; name: string };
  onDone: () => void;
  onCancel: () => void;
}) {
  const update = useUpdateCollectionItems('rolegroups');
  const form = useForm({ initialValues: { name: group.name }, validate: { name: required } });
  const errors = useSubmitErrors(form, ['name']);

  const submit = form.onSubmit(async ({ name }) => {
    errors.clear();
    const trimmed = name.trim();
    if (trimmed === group.name) return onDone();
    try {
      await update.mutateAsync([{ id: group.id, name: trimmed }]);
      notifications.show({
        color: 'green',
        title: 'Role group renamed',
        message: `“${group.name}” is now “${trimmed}”.`,
      });
      onDone();
    } catch (error) {
      errors.show(itemErrorBody(error));
    }
  });

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <SubmitErrorAlert message={errors.alert} />
      <Group align="flex-start" gap="xs" wrap="wrap">
        <TextInput
          aria-label={`New name for ${group.name}`}
          maxLength={200}
          data-autofocus
          autoFocus
          style={{ flex: '1 1 12rem' }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onCancel();
          }}
          {...form.getInputProps('name')}
        />
        <Group gap="xs" wrap="nowrap">
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
          <Button variant="default" onClick={onCancel} disabled={update.isPending}>
            Cancel
          </Button>
        </Group>
      </Group>
    </form>
  );
}
