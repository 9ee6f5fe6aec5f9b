import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/PasswordInput.css';
import { Button, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormActions } from '@/components/form-actions';
import { useChangeEmail } from '@/features/profile/api/change-email';
import { SubmitErrorAlert, useSubmitErrors } from '@/lib/form/submit-errors';
import { useForm } from '@/lib/form/use-form';
import { REQUIRED, validateEmail } from '@/lib/validation';

const EMPTY = { email: '', password: '' };

/**
 * Change email: the login's new email and the current password (spec section 5). The
 * login is the same at every club, so the dialog says where the change applies; the old
 * address is told by mail.
 */
export function ChangeEmailDialog({
  opened,
  onClose,
  currentEmail,
}: {
  opened: boolean;
  onClose: () => void;
  currentEmail: string;
}) {
  const change = useChangeEmail();
  const form = useForm({
    initialValues: EMPTY,
    validate: {
      email: validateEmail,
      password: (value) => (value ? null : REQUIRED),
    },
  });
  const errors = useSubmitErrors(form, ['email', 'password']);

  const close = () => {
    if (change.isPending) return;
    form.reset(EMPTY);
    errors.clear();
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    errors.clear();
    try {
      const user = await change.mutateAsync({
        email: values.email.trim(),
        password: values.password,
      });
      notifications.show({ color: 'green', message: `You now log in with ${user.email}.` });
      form.reset(EMPTY);
      onClose();
    } catch (error) {
      errors.show(error);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Change email"
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            You log in with {currentEmail}. The new email becomes your login at every club where you
            use Crewcall, and club emails go there. We tell your old address about the change.
          </Text>
          <SubmitErrorAlert message={errors.alert} />
          <TextInput
            label="New email"
            type="email"
            autoComplete="email"
            required
            data-autofocus
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <FormActions mt="sm">
            <Button variant="default" onClick={close} disabled={change.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={change.isPending}>
              Change email
            </Button>
          </FormActions>
        </Stack>
      </form>
    </Modal>
  );
}
