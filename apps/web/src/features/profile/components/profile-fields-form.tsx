import '@mantine/core/styles/Paper.css';
import type { ProfileEntries, ProfileEntryWrite, ProfileFieldRow } from '@crewcall/contract';
import {
  Alert,
  Button,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { FormActions } from '@/components/form-actions';
import { useProfileEntries, useSaveProfileEntries } from '@/features/profile/api/profile-entries';
import { fieldErrors, isApiErrorResponse } from '@/lib/api/api-errors';
import { DiscardChangesDialog } from '@/lib/form/discard-changes-dialog';
import { parseServerErrors } from '@/lib/form/server-errors';
import { SubmitErrorAlert } from '@/lib/form/submit-errors';
import { useUnsavedChanges } from '@/lib/form/use-unsaved-changes';

/**
 * Who the form is for: 'self', the member on their own profile (a field is shown only if
 * user_visible, which is all the server sends them, and editable only if user_editable);
 * 'admin', an administrator on anyone's (every field, all editable).
 */
export type ProfileFieldsMode = 'self' | 'admin';

const YES_NO = [
  { value: '', label: 'Not set' },
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

/** One field's input, by its kind. */
function FieldInput({
  field,
  value,
  error,
  onChange,
}: {
  field: ProfileFieldRow;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const common = { label: field.display_name, error, name: `profile-field-${field.id}` };
  if (field.field_type === 'boolean') {
    return (
      <NativeSelect
        {...common}
        data={YES_NO}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  }
  return (
    <TextInput
      {...common}
      type={field.field_type === 'date' ? 'date' : 'text'}
      inputMode={field.field_type === 'number' ? 'decimal' : undefined}
      maxLength={2000}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/** A field the member sees but only staff change: its value, read-only. */
function ReadOnlyField({ field, value }: { field: ProfileFieldRow; value: string }) {
  const shown =
    field.field_type === 'boolean'
      ? (YES_NO.find((o) => o.value === value)?.label ?? value)
      : value;
  return (
    <TextInput
      label={field.display_name}
      value={shown || 'Not set'}
      readOnly
      variant="filled"
      description="Set by the club's staff."
      inputWrapperOrder={['label', 'input', 'description']}
    />
  );
}

/** The changed fields' entries, by the entry rule: an empty value deletes, no id creates. */
function changedEntries(
  profile: ProfileEntries,
  edits: Record<number, string>,
  personId: number,
): { field: number; entry: ProfileEntryWrite }[] {
  const byField = new Map(
    Object.values(profile.results.profileentries).map((e) => [e.entry_type, e]),
  );
  return Object.entries(edits).flatMap(([id, raw]) => {
    const field = Number(id);
    const saved = byField.get(field);
    const value = raw.trim();
    if (value === (saved?.value ?? '')) return [];
    return [{ field, entry: { id: saved?.id, entry_type: field, person: personId, value } }];
  });
}

/**
 * A person's profile fields as a form, saved in one call with the spec's entry rule. For
 * the member's own Information tab (`mode="self"`) and an admin's person page
 * (`mode="admin"`).
 */
export function ProfileFieldsForm({
  personId,
  mode,
}: {
  personId: number;
  mode: ProfileFieldsMode;
}) {
  const query = useProfileEntries(personId);
  const save = useSaveProfileEntries(personId);
  const [edits, setEdits] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const profile = query.data;
  const changes = profile ? changedEntries(profile, edits, personId) : [];
  const guard = useUnsavedChanges(changes.length > 0);

  if (query.isPending) {
    return <Loader size="sm" aria-label="Loading profile fields" />;
  }
  if (!profile) {
    return (
      <Alert color="red" variant="light" role="alert">
        Your profile fields could not be loaded.{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const fields = profile.fields
    .map((id) => profile.results.profilefields[String(id)])
    .filter((field): field is ProfileFieldRow => field !== undefined);
  if (!fields.length) {
    // Nothing a member could see: no empty box on their profile.
    return mode === 'admin' ? (
      <Text size="sm" c="dimmed">
        The club has no profile fields yet.
      </Text>
    ) : null;
  }
  const savedValue = (field: ProfileFieldRow) =>
    Object.values(profile.results.profileentries).find((e) => e.entry_type === field.id)?.value ??
    '';
  const editable = (field: ProfileFieldRow) => mode === 'admin' || field.user_editable;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    setErrors({});
    if (!changes.length) return;
    try {
      await save.mutateAsync(changes.map((c) => c.entry));
      setEdits({});
      notifications.show({ color: 'green', message: 'Profile saved.' });
    } catch (error) {
      // `"<index>.value"` names an entry of the call: show it on that entry's field.
      const byField: Record<number, string> = {};
      const rest: string[] = [];
      if (isApiErrorResponse(error) && error.status === 400) {
        for (const [key, message] of Object.entries(fieldErrors(error.body))) {
          const index = /^(\d+)\./.exec(key)?.[1];
          const change = index === undefined ? undefined : changes[Number(index)];
          if (change) byField[change.field] = message;
          else rest.push(message);
        }
        setErrors(byField);
        setAlert(rest[0] ?? null);
      } else {
        const parsed = parseServerErrors(error, []);
        setAlert(parsed.alert ?? parsed.detail);
      }
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit} noValidate aria-label="Profile fields">
        <Stack gap="md">
          <Title order={2} size="h4">
            {mode === 'self' ? 'About you' : 'Profile fields'}
          </Title>
          <SubmitErrorAlert message={alert} />
          {fields.map((field) =>
            editable(field) ? (
              <FieldInput
                key={field.id}
                field={field}
                value={edits[field.id] ?? savedValue(field)}
                error={errors[field.id]}
                onChange={(value) => {
                  setEdits((current) => ({ ...current, [field.id]: value }));
                  setErrors(({ [field.id]: _gone, ...others }) => others);
                }}
              />
            ) : (
              <ReadOnlyField key={field.id} field={field} value={savedValue(field)} />
            ),
          )}
          {fields.some(editable) && (
            <FormActions>
              <Button
                variant="default"
                disabled={!changes.length || save.isPending}
                onClick={() => {
                  setEdits({});
                  setErrors({});
                }}
              >
                Undo changes
              </Button>
              <Button type="submit" disabled={!changes.length} loading={save.isPending}>
                Save profile
              </Button>
            </FormActions>
          )}
        </Stack>
      </form>
      <DiscardChangesDialog {...guard.dialog} />
    </Paper>
  );
}
