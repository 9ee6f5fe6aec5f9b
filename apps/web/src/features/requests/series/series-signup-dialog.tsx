import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import type { SeriesSignupPlan, SeriesSkipReason } from '@crewcall/contract';
import { Button, List, Modal, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormActions } from '@/components/form-actions';
import { useSeriesSignup } from '@/features/requests/api/series-signup';
import { useCollectionList } from '@/lib/api/collections/get-collection-list';
import { useSession } from '@/lib/auth/use-session';
import { SubmitErrorAlert, useSubmitErrors } from '@/lib/form/submit-errors';
import { useForm } from '@/lib/form/use-form';
import { formatDateTime } from '@/lib/formats';

export const signedUpText = (created: number) =>
  created === 0
    ? 'You had already asked for every event of this series.'
    : `Asked for ${created} event${created === 1 ? '' : 's'} of this series.`;

/** Why an event is left out, as the dialog says it. */
export const SKIP_TEXT: Record<SeriesSkipReason, string> = {
  past: 'over',
  shift: 'you have a shift',
  request: 'you asked already',
  no_shifts: 'no shifts yet',
};

type Values = { role: string; assignment: string; comments: string };
const EMPTY: Values = { role: '', assignment: '', comments: '' };
const FIELDS = ['role', 'assignment', 'comments'] as const;
type Named = { id: number; name: string };

/**
 * The question before a series sign-up (issue 20): the events it will ask for (only those
 * still ahead where the person has no shift or request), those it leaves out and why, and
 * the role, assignment and comments to ask with, as for one event.
 */
export function SeriesSignupDialog({
  seriesId,
  plan,
  opened,
  onClose,
}: {
  seriesId: number;
  plan: SeriesSignupPlan;
  opened: boolean;
  onClose: () => void;
}) {
  const settings = useSession().user?.settings;
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: { comments: (value) => (value.length > 2000 ? 'At most 2000 characters.' : null) },
  });
  const errors = useSubmitErrors(form, FIELDS);
  const signup = useSeriesSignup(seriesId);
  const lookups = { limit: 200, sort: 'order' } as const;
  const roles = useCollectionList<Named>('roles', lookups, { enabled: opened });
  const assignments = useCollectionList<Named>('assignments', lookups, { enabled: opened });
  const options = (rows: Named[] | undefined) =>
    (rows ?? []).map((row) => ({ value: String(row.id), label: row.name }));
  const count = plan.ask.length;

  const close = () => {
    form.reset(EMPTY);
    errors.clear();
    onClose();
  };
  const submit = form.onSubmit(async (values) => {
    errors.clear();
    try {
      const result = await signup.mutateAsync({
        role: values.role ? Number(values.role) : null,
        assignment: values.assignment ? Number(values.assignment) : null,
        comments: values.comments.trim() || undefined,
      });
      notifications.show({
        color: 'green',
        title: 'Signed up',
        message: signedUpText(result.created),
      });
      close();
    } catch (error) {
      errors.show(error);
    }
  });
  const picker = (name: 'role' | 'assignment', label: string, rows: Named[] | undefined) =>
    (rows?.length ?? 0) > 0 && (
      <Select
        label={label}
        placeholder="Any"
        data={options(rows)}
        clearable
        comboboxProps={{ withinPortal: true }}
        value={form.values[name] || null}
        onChange={(value) => form.setFieldValue(name, value ?? '')}
        error={form.errors[name]}
      />
    );

  return (
    <Modal
      opened={opened}
      onClose={signup.isPending ? () => {} : close}
      title="Sign up to the series"
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <form ref={form.formRef} onSubmit={submit} noValidate aria-label="Sign up to the series">
        <Stack gap="md">
          <SubmitErrorAlert message={errors.alert} />
          <Text size="sm">
            You will ask for {count} event{count === 1 ? '' : 's'}:
          </Text>
          <List size="sm" spacing={4} data-testid="series-signup-ask">
            {plan.ask.map((event) => (
              <List.Item key={event.id}>
                {event.name} · {formatDateTime(event.start, settings)}
              </List.Item>
            ))}
          </List>
          {plan.skipped.length > 0 && (
            <>
              <Text size="sm" c="dimmed">
                Left out:
              </Text>
              <List size="sm" spacing={4} c="dimmed" data-testid="series-signup-skipped">
                {plan.skipped.map((event) => (
                  <List.Item key={event.id}>
                    {event.name} ({SKIP_TEXT[event.reason]})
                  </List.Item>
                ))}
              </List>
            </>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {picker('role', 'Role', roles.data?.rows)}
            {picker('assignment', 'Assignment', assignments.data?.rows)}
          </SimpleGrid>
          <Textarea
            label="Comments"
            description="Anything the organisers should know about these events."
            autosize
            minRows={2}
            maxLength={2000}
            {...form.getInputProps('comments')}
          />
          <FormActions>
            <Button variant="default" onClick={close} disabled={signup.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={signup.isPending} disabled={count === 0} data-autofocus>
              Ask for {count} event{count === 1 ? '' : 's'}
            </Button>
          </FormActions>
        </Stack>
      </form>
    </Modal>
  );
}
