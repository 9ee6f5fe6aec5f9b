import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { TablePage } from '@/components/data-table/types';
import { useUrlTableState } from '@/components/data-table/use-url-table-state';
import { type PersonRecord, personRecordsQuery } from '@/features/records/api/get-records';
import { DeleteRecordDialog } from '@/features/records/components/delete-record-dialog';
import { RecordDialog, type RecordEditing } from '@/features/records/components/record-dialog';
import { RECORD_FILTERS, recordColumns } from '@/features/records/record-columns';
import { relatedField } from '@/lib/api/collections/collection-page';
import { useCollectionItem } from '@/lib/api/collections/get-collection-item';
import { useSession } from '@/lib/auth/use-session';

type Page = TablePage<PersonRecord>;

/** The competency's name as the table shows it, for labels and questions. */
const competencyOf = (row: PersonRecord, page?: Page) =>
  relatedField(page?.related, 'competencies', row.competency) || 'no competency';

/**
 * One person's records (spec section 2: Competency, Achieved, Details, Current, Edit), in
 * the shared data table, newest first; records past their competency's validity are
 * marked expired. Members see their own, read-only and without details (/profile/records);
 * admins also add, edit and delete them (a person's Records tab, /people/{pk}/records).
 */
export function PersonRecords({ personId }: { personId: number }) {
  const session = useSession();
  const admin = session.role === 'admin';
  const [state, setState] = useUrlTableState(RECORD_FILTERS);
  const columns = useMemo(
    () => recordColumns({ admin, settings: session.user?.settings }),
    [admin, session.user?.settings],
  );
  const query = useMemo(() => personRecordsQuery(personId), [personId]);
  const person = useCollectionItem<{ id: number; name: string; email: string }>(
    'people',
    admin ? personId : null,
  ).data?.rows[0];
  const own = session.user?.id === personId;
  const personName = person?.name || person?.email || 'this person';
  const whose = own ? 'your' : `${personName}'s`;

  // A new dialog each time Add is pressed, so its form starts empty.
  const sessions = useRef(0);
  const [editing, setEditing] = useState<RecordEditing | null>(null);
  const [deleting, setDeleting] = useState<{ record: PersonRecord; competency: string } | null>(
    null,
  );
  const startAdding = () => {
    sessions.current += 1;
    setEditing({ kind: 'new', session: sessions.current });
  };
  const addButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={startAdding}>
      Add record
    </Button>
  );

  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {admin
          ? `The competencies ${own ? 'you have' : `${personName} has`} achieved, newest first. Only admins see the details.`
          : 'Your training and competencies, newest first. An admin adds and updates them.'}
      </Text>
      <DataTable<PersonRecord>
        model="records"
        label="Records"
        columns={columns}
        filters={RECORD_FILTERS}
        state={state}
        onStateChange={setState}
        query={query}
        minWidth={admin ? 760 : 560}
        cardsOnPhone
        toolbar={admin ? addButton : undefined}
        empty={{
          title: 'No records yet',
          description: admin
            ? `Add ${whose} first record: a competency, when it was achieved and how.`
            : 'Your records appear here once an admin adds them.',
          action: admin ? addButton : undefined,
        }}
        rowActions={
          admin
            ? (row, _position, page) => {
                const name = competencyOf(row, page);
                return (
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <Button
                      size="compact-sm"
                      variant="default"
                      leftSection={<IconPencil size={14} aria-hidden />}
                      aria-label={`Edit ${name} record`}
                      onClick={() => setEditing({ kind: 'edit', record: row, competency: name })}
                    >
                      Edit
                    </Button>
                    <Tooltip label="Delete" withArrow>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${name} record`}
                        onClick={() => setDeleting({ record: row, competency: name })}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                );
              }
            : undefined
        }
      />
      {admin && (
        <>
          <RecordDialog
            personId={personId}
            personName={own ? 'yourself' : personName}
            editing={editing}
            onClose={() => setEditing(null)}
            onDelete={(record, competency) => setDeleting({ record, competency })}
          />
          <DeleteRecordDialog
            record={deleting?.record ?? null}
            competency={deleting?.competency ?? ''}
            whose={whose}
            onClose={() => setDeleting(null)}
            onDeleted={() => {
              setDeleting(null);
              setEditing(null);
            }}
          />
        </>
      )}
    </Stack>
  );
}
