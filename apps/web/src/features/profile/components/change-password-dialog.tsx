import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/PasswordInput.css';
import { Button, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormActions } from '@/components/form-actions';
import { useSetPassword } from '@/features/profile/api/set-password';
import { SubmitErrorAlert, useSubmitErrors } from '@/lib/form/submit-errors';
import { useForm } from '@/lib/form/use-form';
import { REQUIRED, validateNewPassword, validateRepeat } from '@/lib/validation';

const EMPTY = { password: '', new_password: '', repeat: '' };

/**
 * Change password: current password, new password, Repeat New Password (spec section 5:
 * 'Passwords must match.'). The server ends the login's other sessions everywhere; this
 * device carries on with the tokens it answers.
 */
export function ChangePasswordDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const change = useSetPassword();
  const form = useForm({
    initialValues: EMPTY,
    validate: {
      password: (value) => (value ? null : REQUIRED),
      new_password: validateNewPassword,
      repeat: (value, values) => validateRepeat(value, values.new_password),
    },
  });
  const errors = useSubmitErrors(form, ['password', 'new_password']);

  const close = () => {
    if (change.isPending) return;
    form.reset(EMPTY);
    errors.clear();
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    errors.clear();
    try {
      await change.mutateAsync({ password: values.password, new_password: values.new_password });
      notifications.show({
        color: 'green',
        message: 'Password changed. Your other devices must log in again with the new one.',
      });
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
      title="Change password"
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Your password is the same at every club where you use Crewcall. Changing it logs you out
            everywhere else; you stay logged in here.
          </Text>
          <SubmitErrorAlert message={errors.alert} />
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            data-autofocus
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="New password"
            description="At least 8 characters."
            autoComplete="new-password"
            required
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('new_password')}
          />
          <PasswordInput
            label="Repeat New Password"
            autoComplete="new-password"
            required
            {...form.getInputProps('repeat')}
          />
          <FormActions mt="sm">
            <Button variant="default" onClick={close} disabled={change.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </FormActions>
        </Stack>
      </form>
    </Modal>
  );
}
