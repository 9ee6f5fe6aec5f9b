import '@/components/form-overlay-styles';
import { Modal, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { EditFormButtons } from '@/components/edit-form-buttons';
import { ModelSelector } from '@/components/model-selector/model-selector';
import type { PersonRecord } from '@/features/records/api/get-records';
import { useSaveRecord } from '@/features/records/api/save-record';
import {
  RECORD_FORM_FIELDS,
  RECORD_RULES,
  type RecordFormValues,
  recordBody,
  recordFormValues,
} from '@/features/records/record-form';
import { DiscardChangesDialog } from '@/lib/form/discard-changes-dialog';
import { SubmitErrorAlert, useSubmitErrors } from '@/lib/form/submit-errors';
import { useEscapeKey } from '@/lib/form/use-escape-key';
import { useForm } from '@/lib/form/use-form';
import { useUnsavedChanges } from '@/lib/form/use-unsaved-changes';
import { usePhoneLayout } from '@/lib/use-phone-layout';

/** Which record the dialog shows: a new one, one to edit, or none (closed). */
export type RecordEditing =
  | { kind: 'new'; session: number }
  | { kind: 'edit'; record: PersonRecord; competency: string };

/**
 * Add or edit one of a person's records (admin; spec section 5: competency and achieved
 * required). Closing with unsaved changes asks first; Delete hands the record to the
 * page's confirmation.
 */
export function RecordDialog({
  personId,
  personName,
  editing,
  onClose,
  onDelete,
}: {
  personId: number;
  personName: string;
  editing: RecordEditing | null;
  onClose: () => void;
  onDelete: (record: PersonRecord, competency: string) => void;
}) {
  const phone = usePhoneLayout();
  // Unsaved edits: closing, Escape or leaving the page asks first.
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChanges(editing !== null && dirty);
  const close = () => guard.requestClose(onClose);
  useEscapeKey(editing !== null && !guard.dialog.opened, close);
  const edited = editing?.kind === 'edit' ? editing : null;
  const record = edited?.record ?? null;

  return (
    <>
      <Modal
        opened={editing !== null}
        onClose={close}
        // Escape is ours (useEscapeKey): while "Discard changes?" asks, it answers that.
        closeOnEscape={false}
        fullScreen={phone}
        size="lg"
        title={edited ? `Edit ${edited.competency} record` : `Add a record for ${personName}`}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {editing && (
          <RecordForm
            key={record ? `edit-${record.id}` : `new-${editing.kind === 'new' && editing.session}`}
            personId={personId}
            record={record}
            onCancel={close}
            onDirtyChange={setDirty}
            onDelete={edited ? () => onDelete(edited.record, edited.competency) : undefined}
            onSaved={() => {
              setDirty(false);
              onClose();
            }}
          />
        )}
      </Modal>
      <DiscardChangesDialog {...guard.dialog} />
    </>
  );
}

function RecordForm({
  personId,
  record,
  onCancel,
  onDirtyChange,
  onDelete,
  onSaved,
}: {
  personId: number;
  record: PersonRecord | null;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
  onDelete?: () => void;
  onSaved: () => void;
}) {
  const save = useSaveRecord();
  const form = useForm<RecordFormValues>({
    initialValues: recordFormValues(record),
    validate: RECORD_RULES,
  });
  const errors = useSubmitErrors(form, RECORD_FORM_FIELDS);

  // biome-ignore lint/correctness/useExhaustiveDependencies: report changes, not new callbacks
  useEffect(() => {
    onDirtyChange(form.isDirty);
  }, [form.isDirty]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form goes away
  useEffect(() => () => onDirtyChange(false), []);

  const submit = form.onSubmit(async (values) => {
    errors.clear();
    try {
      const body = recordBody(values);
      await save.mutateAsync(
        record ? { id: record.id, body } : { id: null, body: { ...body, person: personId } },
      );
      notifications.show({
        color: 'green',
        title: record ? 'Record saved' : 'Record added',
        message: `The ${values.achieved} record was ${record ? 'saved' : 'added'}.`,
      });
      onSaved();
    } catch (error) {
      errors.show(error);
    }
  });

  const idOf = (value: string) => (value ? Number(value) : null);
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <SubmitErrorAlert message={errors.alert} />
        <ModelSelector
          model="competencies"
          label="Competency"
          required
          value={idOf(form.values.competency)}
          error={form.errors.competency}
          onChange={(id) => form.setFieldValue('competency', id === null ? '' : String(id))}
        />
        <ModelSelector
          model="training"
          label="Training"
          description="The course it was achieved through, if any."
          value={idOf(form.values.training)}
          error={form.errors.training}
          onChange={(id) => form.setFieldValue('training', id === null ? '' : String(id))}
        />
        <TextInput
          label="Achieved"
          type="date"
          required
          description="The day it was achieved."
          {...form.getInputProps('achieved')}
          onBlur={() => form.validateField('achieved')}
        />
        <Textarea
          label="Details"
          description="Only admins see the details."
          autosize
          minRows={2}
          maxRows={8}
          {...form.getInputProps('details')}
        />
        <Switch
          label="Current"
          description="Whether it still counts. A record past its competency's validity shows as expired."
          checked={form.values.current === 'true'}
          error={form.errors.current}
          onChange={(event) =>
            form.setFieldValue('current', event.currentTarget.checked ? 'true' : 'false')
          }
        />
        <EditFormButtons
          busy={save.isPending}
          submitLabel={record ? 'Save' : 'Add record'}
          onCancel={onCancel}
          onDelete={onDelete}
        />
      </Stack>
    </form>
  );
}
