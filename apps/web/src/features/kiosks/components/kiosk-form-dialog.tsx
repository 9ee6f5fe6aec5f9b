import type { KioskRow, KioskWithSecret } from '@crewcall/contract';
import { Button, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { FormActions } from '@/components/form-actions';
import { useCreateKiosk } from '@/features/kiosks/api/create-kiosk';
import { useUpdateKiosk } from '@/features/kiosks/api/update-kiosk';
import { SubmitErrorAlert, useSubmitErrors } from '@/lib/form/submit-errors';
import { useForm } from '@/lib/form/use-form';

const FIELDS = ['name', 'location'] as const;

/** Add a kiosk (name, location), or edit one. A new kiosk's secret goes to `onCreated`. */
export function KioskFormDialog({
  opened,
  kiosk,
  locations,
  onClose,
  onCreated,
}: {
  opened: boolean;
  /** The kiosk edited; null: a new one. */
  kiosk: KioskRow | null;
  locations: { id: number; name: string }[];
  onClose: () => void;
  onCreated: (created: KioskWithSecret) => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={kiosk ? `Edit ${kiosk.name}` : 'Add kiosk'}
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      {opened && (
        <KioskForm
          key={kiosk?.id ?? 'new'}
          kiosk={kiosk}
          locations={locations}
          onClose={onClose}
          onCreated={onCreated}
        />
      )}
    </Modal>
  );
}

function KioskForm({
  kiosk,
  locations,
  onClose,
  onCreated,
}: {
  kiosk: KioskRow | null;
  locations: { id: number; name: string }[];
  onClose: () => void;
  onCreated: (created: KioskWithSecret) => void;
}) {
  const create = useCreateKiosk();
  const update = useUpdateKiosk();
  const form = useForm({
    initialValues: {
      name: kiosk?.name ?? '',
      location: kiosk?.location ? String(kiosk.location) : '',
    },
    validate: { name: (value) => (value.trim() ? null : 'Required.') },
  });
  const errors = useSubmitErrors(form, FIELDS);
  const busy = create.isPending || update.isPending;

  const save = form.onSubmit(async (values) => {
    errors.clear();
    const body = {
      name: values.name.trim(),
      location: values.location ? Number(values.location) : null,
    };
    try {
      if (kiosk) {
        await update.mutateAsync({ id: kiosk.id, ...body });
        onClose();
      } else {
        onCreated(await create.mutateAsync(body));
      }
    } catch (error) {
      errors.show(error);
    }
  });

  return (
    <form onSubmit={save} ref={form.formRef} noValidate>
      <Stack gap="md">
        <SubmitErrorAlert message={errors.alert} />
        <TextInput
          label="Name"
          description="Where it stands, e.g. Clubhouse door"
          required
          data-autofocus
          {...form.getInputProps('name')}
        />
        <NativeSelect
          label="Location"
          data={[
            { value: '', label: 'None' },
            ...locations.map((l) => ({ value: String(l.id), label: l.name })),
          ]}
          {...form.getInputProps('location')}
        />
        <FormActions>
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {kiosk ? 'Save' : 'Add kiosk'}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
