import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FormActions } from '@/components/form-actions';

/**
 * A yes/no question before something that matters (delete, activate). The answer's error
 * (e.g. "This role is in use and cannot be deleted.") shows inside, and the dialog stays.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  danger = false,
  loading = false,
  error,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  loading?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={loading ? () => {} : onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <Stack gap="md">
        {typeof children === 'string' ? <Text size="sm">{children}</Text> : children}
        {error && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            role="alert"
            title="Not done"
          >
            {error}
          </Alert>
        )}
        <FormActions>
          <Button
            variant="default"
            onClick={onClose}
            disabled={loading}
            data-autofocus={danger || undefined}
          >
            {error ? 'Close' : 'Cancel'}
          </Button>
          {!error && (
            <Button
              color={danger ? 'red' : undefined}
              loading={loading}
              onClick={onConfirm}
              data-autofocus={danger ? undefined : true}
            >
              {confirmLabel}
            </Button>
          )}
        </FormActions>
      </Stack>
    </Modal>
  );
}
