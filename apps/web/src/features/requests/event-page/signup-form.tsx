import { Button, Group, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconHandStop } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useRequestShift } from '@/features/requests/api/request-shifts';
import {
  EMPTY_SIGNUP,
  type Option,
  SIGNUP_FIELDS,
  type SignupValues,
  toRequestInput,
} from '@/features/requests/event-page/shift-groups';
import { SubmitErrorAlert, useSubmitErrors } from '@/lib/form/submit-errors';
import { useForm } from '@/lib/form/use-form';

/**
 * Ask for a shift on this event: role, assignment and location where the event's shifts
 * offer a choice (blank: any), and comments for the organiser. Creates one request.
 */
export function SignupForm({
  eventId,
  personId,
  options,
  requestCount,
}: {
  eventId: number;
  personId: number;
  /** How many requests the person has on this event: when it changes, old refusals go. */
  requestCount: number;
  options: { roles: Option[]; assignments: Option[]; locations: Option[] };
}) {
  const form = useForm<SignupValues>({
    initialValues: EMPTY_SIGNUP,
    validate: { comments: (value) => (value.length > 2000 ? 'At most 2000 characters.' : null) },
  });
  const errors = useSubmitErrors(form, SIGNUP_FIELDS);
  const request = useRequestShift();
  // A withdrawal (or any change to the person's requests here) makes the last refusal,
  // e.g. "You have already asked for this shift", stale: it goes, and they can ask again.
  const clearRefusal = errors.clear;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the requests change
  useEffect(() => clearRefusal(), [requestCount]);

  const submit = form.onSubmit(async (values) => {
    errors.clear();
    try {
      await request.mutateAsync(toRequestInput(values, personId, eventId));
      form.reset(EMPTY_SIGNUP);
      notifications.show({
        color: 'green',
        title: 'Request sent',
        message: 'The organisers will let you know when they put you on a shift.',
      });
    } catch (error) {
      errors.show(error);
    }
  });

  const picker = (name: 'role' | 'assignment' | 'location', label: string, data: Option[]) =>
    data.length > 0 && (
      <Select
        label={label}
        placeholder="Any"
        data={data}
        clearable
        allowDeselect
        comboboxProps={{ withinPortal: true }}
        value={form.values[name] || null}
        onChange={(value) => form.setFieldValue(name, value ?? '')}
        error={form.errors[name]}
        name={name}
      />
    );

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate aria-label="Ask for a shift">
      <Stack gap="sm">
        <SubmitErrorAlert message={errors.alert} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {picker('role', 'Role', options.roles)}
          {picker('assignment', 'Assignment', options.assignments)}
          {picker('location', 'Location', options.locations)}
        </SimpleGrid>
        <Textarea
          label="Comments"
          description="Anything the organisers should know, e.g. when you can arrive."
          autosize
          minRows={2}
          maxLength={2000}
          {...form.getInputProps('comments')}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={request.isPending}
            leftSection={<IconHandStop size={16} aria-hidden />}
          >
            Sign up
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
