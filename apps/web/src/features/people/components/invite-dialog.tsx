import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Progress.css';
import type { InvitePeopleResult } from '@crewcall/contract';
import { Alert, Button, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { FormActions } from '@/components/form-actions';
import { type InviteProgress, useInvitePeople } from '@/features/people/api/invite-people';
import { fieldErrors, isApiErrorResponse } from '@/lib/api/api-errors';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const SKIP_REASONS: Record<string, string> = {
  has_login: 'already have a login',
  not_found: 'were not found',
  no_email: 'have no email address',
};

function skippedSummary(result: InvitePeopleResult): string[] {
  const counts = new Map<string, number>();
  for (const s of result.skipped) counts.set(s.reason, (counts.get(s.reason) ?? 0) + 1);
  return [...counts].map(
    ([reason, n]) =>
      `${plural(n, 'person', 'people')} skipped: they ${SKIP_REASONS[reason] ?? reason}.`,
  );
}

/**
 * Asks before emailing invitations, saying how many emails go out, then sends them in
 * chunks with a progress bar and reports who was invited and who was skipped and why.
 */
export function InviteDialog({
  opened,
  ids,
  title = 'Send invitations',
  onClose,
}: {
  opened: boolean;
  ids: number[];
  title?: string;
  /** `sent`: whether any invitation went out (a caller may then clear its selection). */
  onClose: (sent: boolean) => void;
}) {
  const [progress, setProgress] = useState<InviteProgress | null>(null);
  const [result, setResult] = useState<InvitePeopleResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const invite = useInvitePeople(setProgress);
  const busy = invite.isPending;

  const close = () => {
    if (busy) return;
    const sent = (result?.invited.length ?? 0) > 0 || error !== null;
    setProgress(null);
    setResult(null);
    setError(null);
    onClose(sent);
  };

  const send = async () => {
    setError(null);
    try {
      setResult(await invite.mutateAsync(ids));
    } catch (failure) {
      const messages =
        isApiErrorResponse(failure) && failure.status === 400 ? fieldErrors(failure.body) : {};
      setError(
        messages.non_field_errors ??
          Object.values(messages)[0] ??
          'The invitations could not all be sent. Those already sent are on their way; try again for the rest.',
      );
    }
  };

  const percent = progress?.total ? (progress.done / progress.total) * 100 : 0;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <Stack gap="md">
        {!result && (
          <Text size="sm">
            This sends <strong>{plural(ids.length, 'email', 'emails')}</strong>: each person gets a
            link to set their password and log in. People who already have a login are skipped; an
            earlier invitation link stops working.
          </Text>
        )}
        {busy && progress && (
          <Stack gap={4}>
            <Progress value={percent} aria-label="Invitations sent" animated />
            <Text size="sm" c="dimmed" role="status">
              Sending… {progress.done} of {progress.total}
            </Text>
          </Stack>
        )}
        {result && (
          <Alert
            color="green"
            variant="light"
            // Green on light green fails contrast: the title keeps the text colour.
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
            icon={<IconCircleCheck size={18} aria-hidden />}
            title={`${plural(result.invited.length, 'invitation', 'invitations')} sent`}
            role="status"
          >
            {skippedSummary(result).map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
          </Alert>
        )}
        {error && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            role="alert"
            title="Not all sent"
          >
            {error}
          </Alert>
        )}
        <FormActions>
          <Button variant="default" onClick={close} disabled={busy}>
            {result || error ? 'Close' : 'Cancel'}
          </Button>
          {!result && !error && (
            <Button loading={busy} onClick={send} data-autofocus disabled={ids.length === 0}>
              Send {plural(ids.length, 'email', 'emails')}
            </Button>
          )}
        </FormActions>
      </Stack>
    </Modal>
  );
}
