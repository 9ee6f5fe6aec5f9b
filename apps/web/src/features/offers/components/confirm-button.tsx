import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, type ButtonProps, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';

/**
 * A button that asks first: a dialog saying what will happen, with Confirm and Cancel
 * (keyboard: Enter on Confirm, Escape cancels).
 */
export function ConfirmButton({
  label,
  title,
  message,
  confirmLabel,
  onConfirm,
  loading,
  ...button
}: ButtonProps & {
  label: string;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  loading?: boolean;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button size="xs" {...button} onClick={open} loading={loading}>
        {label}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={title}
        closeButtonProps={{ 'aria-label': 'Cancel' }}
      >
        <Stack gap="md">
          <Text size="sm">{message}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              data-autofocus
              color={button.color}
              onClick={() => {
                close();
                onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
