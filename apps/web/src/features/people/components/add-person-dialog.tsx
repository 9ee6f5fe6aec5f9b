import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import type { Person } from '@crewcall/contract';
import { Button, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { FormActions } from '@/components/form-actions';
import { useAddPerson } from '@/features/people/api/add-person';
import { ROLE_OPTIONS } from '@/features/people/people-table';
import { SubmitErrorAlert, useSubmitErrors } from '@/lib/form/submit-errors';
import { useForm } from '@/lib/form/use-form';
import { required, validateEmail, validatePhone } from '@/lib/validation';

const EMPTY = { name: '', email: '', phone: '', role: 'user' };

/**
 * Add person (admin): name, email, optional phone and role, checked here as the server
 * checks them (the server also refuses an email someone in the club has). The person has
 * no login until invited; `onAdded` gets the new person.
 */
export function AddPersonDialog({
  opened,
  onClose,
  onAdded,
}: {
  opened: boolean;
  onClose: () => void;
  onAdded: (person: Person) => void;
}) {
  const add = useAddPerson();
  const form = useForm({
    initialValues: EMPTY,
    validate: {
      name: required,
      email: validateEmail,
      phone: (value) => (value.trim() ? validatePhone(value.trim()) : null),
    },
  });
  const errors = useSubmitErrors(form, ['name', 'email', 'phone', 'role']);

  const close = () => {
    if (add.isPending) return;
    form.reset(EMPTY);
    errors.clear();
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    errors.clear();
    try {
      const person = await add.mutateAsync({
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        role: values.role as Person['role'],
      });
      form.reset(EMPTY);
      onAdded(person);
    } catch (error) {
      errors.show(error);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Add person"
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            They have no login until you invite them from their page.
          </Text>
          <SubmitErrorAlert message={errors.alert} />
          <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="off"
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Phone"
            description="Optional. With the country code and no spaces, e.g. +447700900123."
            inputMode="tel"
            {...form.getInputProps('phone')}
          />
          <Select
            label="Role"
            data={ROLE_OPTIONS}
            allowDeselect={false}
            value={form.values.role}
            error={form.errors.role}
            onChange={(value) => form.setFieldValue('role', value ?? 'user')}
          />
          <FormActions mt="sm">
            <Button variant="default" onClick={close} disabled={add.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              Add person
            </Button>
          </FormActions>
        </Stack>
      </form>
    </Modal>
  );
}
