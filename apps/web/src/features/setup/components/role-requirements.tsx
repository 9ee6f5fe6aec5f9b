import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  MultiSelect,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { FormActions } from '@/components/form-actions';
import {
  useRoleRequirements,
  useSetRoleRequirements,
} from '@/features/setup/api/role-requirements';
import type { SetupRow } from '@/features/setup/setup-screen';
import { useCollectionList } from '@/lib/api/collections/get-collection-list';

type Competency = { id: number; name: string };

/** The club's competencies by name (for the picker and the names in the list). */
function useCompetencies() {
  return useCollectionList<Competency>('competencies', { limit: 'all', sort: 'name' });
}

/**
 * A role's required competencies on the roles list, and the dialog that changes them:
 * nobody without a current record of each is put on a shift with the role (the server
 * refuses it on every path and names what is missing).
 */
export function RoleRequirementsCell({ row }: { row: SetupRow }) {
  const requirements = useRoleRequirements();
  const competencies = useCompetencies();
  const [editing, setEditing] = useState(false);
  const names = new Map((competencies.data?.rows ?? []).map((c) => [c.id, c.name]));
  const required = (requirements.data?.requirements ?? [])
    .filter((r) => r.role === row.id)
    .map((r) => r.competency);
  const roleName = typeof row.name === 'string' ? row.name : '';
  return (
    <Group gap={4} wrap="wrap">
      {required.map((id) => (
        <Badge key={id} variant="light" tt="none">
          {names.get(id) ?? `Competency ${id}`}
        </Badge>
      ))}
      <Button
        size="compact-xs"
        variant="subtle"
        leftSection={<IconCertificate size={14} aria-hidden />}
        onClick={() => setEditing(true)}
      >
        {required.length ? 'Change' : 'Add'}
        <VisuallyHidden>{` required competencies of ${roleName}`}</VisuallyHidden>
      </Button>
      {editing && (
        <RequirementsDialog
          roleId={row.id}
          roleName={roleName}
          required={required}
          options={(competencies.data?.rows ?? []).map((c) => ({
            value: String(c.id),
            label: c.name,
          }))}
          onClose={() => setEditing(false)}
        />
      )}
    </Group>
  );
}

function RequirementsDialog({
  roleId,
  roleName,
  required,
  options,
  onClose,
}: {
  roleId: number;
  roleName: string;
  required: number[];
  options: { value: string; label: string }[];
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState(required.map(String));
  const save = useSetRoleRequirements();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await save.mutateAsync({ roleId, competencies: chosen.map(Number) });
    onClose();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Required competencies: ${roleName}`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            Only people with a current record of each can be put on a shift with this role. People
            already on such shifts keep them.
          </Text>
          {save.isError && (
            <Alert color="red" role="alert">
              The requirements were not saved. Please try again.
            </Alert>
          )}
          <MultiSelect
            label="Competencies"
            placeholder={chosen.length ? undefined : 'None required'}
            data={options}
            value={chosen}
            onChange={setChosen}
            searchable
            clearable
            clearButtonProps={{ 'aria-label': 'Remove every competency' }}
            data-autofocus
            comboboxProps={{ withinPortal: true }}
            nothingFoundMessage="No competency has that name"
          />
          <FormActions>
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </FormActions>
        </Stack>
      </form>
    </Modal>
  );
}
