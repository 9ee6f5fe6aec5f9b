import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { ActionIcon, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCategory, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { RenameGroupForm } from '@/features/setup/components/rename-group-form';
import { fieldErrors, isApiErrorResponse } from '@/lib/api/api-errors';
import { collectionKeys } from '@/lib/api/collections/collection-keys';
import { useDeleteCollectionItem } from '@/lib/api/collections/delete-collection-item';
import { useCollectionList } from '@/lib/api/collections/get-collection-list';
import { useEscapeKey } from '@/lib/form/use-escape-key';

type RoleGroup = { id: number; name: string };

/** "Role groups" beside "Add role": opens the list of groups to rename or delete them. */
export function RoleGroupsButton() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={<IconCategory size={16} aria-hidden />} onClick={open}>
        Role groups
      </Button>
      <RoleGroupsDialog opened={opened} onClose={close} />
    </>
  );
}

/**
 * The club's role groups: rename one in place, or delete one after a confirmation (its roles
 * stay, ungrouped). New groups are made from a role's form. Whatever the API answers to a
 * refused delete is shown in the confirmation.
 */
export function RoleGroupsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const groups = useCollectionList<RoleGroup>('rolegroups', { limit: 'all' }, { enabled: opened });
  const queryClient = useQueryClient();
  const remove = useDeleteCollectionItem('rolegroups');
  const [renaming, setRenaming] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<RoleGroup | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  // Roles show their group's name: they change with the groups.
  const refreshRoles = () =>
    queryClient.invalidateQueries({ queryKey: collectionKeys.all('roles') });

  const askDelete = (group: RoleGroup) => {
    remove.reset();
    setDeleteError(null);
    setDeleting(group);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      await refreshRoles();
      notifications.show({
        color: 'green',
        title: 'Role group deleted',
        message: `“${deleting.name}” was deleted.`,
      });
      setDeleting(null);
    } catch (failure) {
      if (isApiErrorResponse(failure) && failure.status === 400) {
        const messages = fieldErrors(failure.body);
        setDeleteError(
          messages.non_field_errors ?? Object.values(messages)[0] ?? 'It could not be deleted.',
        );
      }
    }
  };

  // Escape closes the list, unless the rename field or the confirmation has it.
  useEscapeKey(opened && renaming === null && deleting === null, onClose);

  const rows = groups.data?.rows ?? [];
  return (
    <>
      <Modal
        opened={opened}
        onClose={onClose}
        title="Role groups"
        centered
        closeOnEscape={false}
        closeButtonProps={{ 'aria-label': 'Close dialog' }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Groups gather related roles. To add one, type its name in a role’s Role group field.
          </Text>
          {groups.isPending ? (
            <Stack gap="xs" role="status" aria-label="Loading">
              <Skeleton height={32} />
              <Skeleton height={32} />
            </Stack>
          ) : rows.length === 0 ? (
            <Text size="sm">No role groups yet.</Text>
          ) : (
            <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {rows.map((group) => (
                <li key={group.id}>
                  {renaming === group.id ? (
                    <RenameGroupForm
                      group={group}
                      onDone={() => {
                        setRenaming(null);
                        void refreshRoles();
                      }}
                      onCancel={() => setRenaming(null)}
                    />
                  ) : (
                    <Group justify="space-between" wrap="nowrap" gap="xs" mih={36}>
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {group.name}
                      </Text>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Rename ${group.name}`}
                          onClick={() => setRenaming(group.id)}
                        >
                          <IconPencil size={18} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Delete ${group.name}`}
                          onClick={() => askDelete(group)}
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      </Group>
                    </Group>
                  )}
                </li>
              ))}
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Done
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete role group"
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <Text size="sm">
          Delete <strong>{deleting?.name}</strong>? Its roles stay, without a group. This cannot be
          undone.
        </Text>
      </ConfirmDialog>
    </>
  );
}
