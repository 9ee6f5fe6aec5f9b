import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEscapeKey } from '@/lib/form/use-escape-key';

/** "Discard changes?": asked before unsaved edits are lost (see useUnsavedChanges). */
export function DiscardChangesDialog({
  opened,
  onKeep,
  onDiscard,
}: {
  opened: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  useEscapeKey(opened, onKeep);
  return (
    <Modal
      opened={opened}
      onClose={onKeep}
      closeOnEscape={false}
      title="Discard changes?"
      centered
      zIndex={400}
      // "Keep editing" and Escape close it; a second unnamed way out adds nothing.
      withCloseButton={false}
    >
      <Stack gap="md">
        <Text size="sm">Your changes have not been saved. Leave without saving them?</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onKeep} data-autofocus>
            Keep editing
          </Button>
          <Button color="red" onClick={onDiscard}>
            Discard changes
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
