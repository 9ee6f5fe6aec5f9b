import { MAX_DECLINE_REASON } from '@crewcall/contract';
import { Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { useAnswerRequest } from '@/lib/api/answer-request';
import { parseServerErrors } from '@/lib/form/server-errors';

/** The request an admin is answering, as the row shows it. */
export type AnsweredRequest = { id: number; person_name: string; event_name: string };
export type AnswerAction = 'decline' | 'dismiss';

const WORDS = {
  decline: {
    title: 'Decline request',
    confirm: 'Decline',
    done: 'Request declined',
    question: (r: AnsweredRequest) =>
      `Decline ${r.person_name}'s request for ${r.event_name}? They will see it declined, with your reason if you give one.`,
  },
  dismiss: {
    title: 'Dismiss request',
    confirm: 'Dismiss',
    done: 'Request dismissed',
    question: (r: AnsweredRequest) =>
      `Dismiss ${r.person_name}'s request for ${r.event_name}? It leaves the list without an answer.`,
  },
} as const;

/**
 * The question before an admin declines (with an optional reason the member sees) or
 * dismisses a request; the server's answer (e.g. answered already) shows inside.
 */
export function RequestAnswerDialog({
  request,
  action,
  onClose,
}: {
  request: AnsweredRequest | null;
  action: AnswerAction;
  onClose: () => void;
}) {
  const answer = useAnswerRequest();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const words = WORDS[action];

  const close = () => {
    setReason('');
    setReasonError(null);
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!request) return;
    try {
      await answer.mutateAsync(
        action === 'decline'
          ? { id: request.id, action, reason }
          : { id: request.id, action: 'dismiss' },
      );
      notifications.show({ color: 'green', title: words.done, message: request.person_name });
      close();
    } catch (failure) {
      const parsed = parseServerErrors(failure, ['reason']);
      if (parsed.fields.reason) setReasonError(parsed.fields.reason);
      else setError(parsed.alert ?? parsed.detail ?? 'The request was not answered.');
    }
  };

  return (
    <ConfirmDialog
      opened={request !== null}
      title={words.title}
      confirmLabel={words.confirm}
      danger={action === 'decline'}
      loading={answer.isPending}
      error={error}
      onConfirm={confirm}
      onClose={close}
    >
      <Text size="sm">{request ? words.question(request) : ''}</Text>
      {action === 'decline' && (
        <Textarea
          label="Reason (optional)"
          description={`Shown to ${request?.person_name ?? 'them'}.`}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setReasonError(null);
          }}
          maxLength={MAX_DECLINE_REASON}
          autosize
          minRows={2}
          maxRows={6}
          error={reasonError}
          data-testid="decline-reason"
        />
      )}
    </ConfirmDialog>
  );
}
