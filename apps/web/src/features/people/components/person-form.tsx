import type { Person } from '@crewcall/contract';
import { Button, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { FormActions } from '@/components/form-actions';
import { useUpdatePeople } from '@/features/people/api/update-people';
import { ROLE_OPTIONS } from '@/features/people/people-table';
import { itemErrorBody } from '@/lib/api/collections/collection-page';
import { useSession } from '@/lib/auth/use-session';
import { SubmitErrorAlert, useSubmitErrors } from '@/lib/form/submit-errors';
import { useForm } from '@/lib/form/use-form';
import { required, validateEmail, validatePhone } from '@/lib/validation';

/**
 * An admin's changes to a person: name, email, phone, role and whether they can log in.
 * The email is editable for people without a login (added, imported, invited): a login's
 * email is its owner's in every club they belong to, so the server refuses it there.
 */
export function PersonForm({
  person,
  onSaved,
  onCancel,
  onDirtyChange,
}: {
  person: Person;
  onSaved: (person: Person) => void;
  onCancel: () => void;
  /** Whether the values differ from the person's (the drawer asks before losing them). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const update = useUpdatePeople();
  // An admin cannot demote or deactivate themselves (the server refuses it too): say so
  // up front instead of letting them try.
  const isSelf = useSession().user?.id === person.id;
  const emailEditable = person.has_login === false;
  const form = useForm({
    initialValues: {
      name: person.name,
      email: person.email,
      phone: person.phone,
      role: person.role as string,
      is_active: String(person.is_active),
    },
    validate: {
      name: required,
      email: (value) => (emailEditable ? validateEmail(value) : null),
      phone: (value) => (value.trim() ? validatePhone(value.trim()) : null),
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: report changes, not new callbacks
  useEffect(() => {
    onDirtyChange?.(form.isDirty);
  }, [form.isDirty]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form goes away
  useEffect(() => () => onDirtyChange?.(false), []);

  const errors = useSubmitErrors(form, ['name', 'email', 'phone', 'role', 'is_active']);

  const submit = form.onSubmit(async (values) => {
    errors.clear();
    try {
      const answer = await update.mutateAsync([
        {
          id: person.id,
          name: values.name.trim(),
          // Sent only when changed: the server compares it and applies the club's rule.
          ...(emailEditable && values.email.trim() !== person.email
            ? { email: values.email.trim() }
            : {}),
          phone: values.phone.trim(),
          role: values.role as Person['role'],
          is_active: values.is_active === 'true',
        },
      ]);
      onSaved(answer.results.people[String(person.id)] ?? person);
    } catch (error) {
      errors.show(itemErrorBody(error));
    }
  });

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <SubmitErrorAlert message={errors.alert} />
        <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
        {emailEditable ? (
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="off"
            description={
              person.invited_at
                ? 'A new email ends the invitation sent to the old one: invite them again.'
                : undefined
            }
            {...form.getInputProps('email')}
          />
        ) : (
          <div>
            <Text size="sm" fw={600}>
              Email
            </Text>
            <Text size="sm" data-testid="person-email">
              {person.email}
            </Text>
            <Text size="xs" c="dimmed">
              They log in with this email, so only they can change it.
            </Text>
          </div>
        )}
        <TextInput
          label="Phone"
          description="With the country code and no spaces, e.g. +447700900123."
          inputMode="tel"
          {...form.getInputProps('phone')}
        />
        <Select
          label="Role"
          data={ROLE_OPTIONS}
          allowDeselect={false}
          disabled={isSelf}
          description={isSelf ? 'You cannot change your own role.' : undefined}
          value={form.values.role}
          error={form.errors.role}
          onChange={(value) => form.setFieldValue('role', value ?? person.role)}
        />
        <Switch
          label="Active"
          description={
            isSelf
              ? 'You cannot deactivate yourself.'
              : 'Only active people can log in. Activating someone pending makes them a volunteer.'
          }
          disabled={isSelf}
          checked={form.values.is_active === 'true'}
          onChange={(event) => form.setFieldValue('is_active', String(event.currentTarget.checked))}
        />
        <FormActions mt="sm">
          <Button variant="default" onClick={onCancel} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
