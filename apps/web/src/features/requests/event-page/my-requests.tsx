import type { EventPage, RequestRow } from '@crewcall/contract';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { RequestStatusBadge } from '@/components/request-status-badge';
import { useWithdrawRequest } from '@/features/requests/api/withdraw-request';
import { ListRow, RowLine, RowList, RowText } from '@/features/requests/list-rows';
import { parseServerErrors } from '@/lib/form/server-errors';

/** What a request asked for, in words: 'Helm, Race team at Main pontoon' or 'Any shift'. */
export function requestSlot(request: RequestRow, page: EventPage): string {
  const role = request.role === null ? null : page.roles[String(request.role)]?.name;
  const assignment =
    request.assignment === null ? null : page.assignments[String(request.assignment)]?.name;
  const location =
    request.location === null ? null : page.locations[String(request.location)]?.name;
  const what = [role, assignment].filter(Boolean).join(', ') || 'Any shift';
  return location ? `${what} at ${location}` : what;
}

/**
 * The person's own requests for this event: outstanding ones can be withdrawn (after a
 * question); answered ones say how (actioned, declined with the reason, dismissed) and stay.
 */
export function MyRequests({ page }: { page: EventPage }) {
  const withdraw = useWithdrawRequest();
  const [asking, setAsking] = useState<RequestRow | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (page.my_requests.length === 0) return null;

  const close = () => {
    setAsking(null);
    setError(null);
  };
  const confirm = async () => {
    if (!asking) return;
    try {
      await withdraw.mutateAsync(asking.id);
      notifications.show({ color: 'green', title: 'Request withdrawn', message: page.event.name });
      close();
    } catch (failure) {
      const parsed = parseServerErrors(failure, []);
      setError(parsed.alert ?? parsed.detail ?? 'The request was not withdrawn.');
    }
  };

  return (
    <>
      <RowList>
        {page.my_requests.map((request) => (
          <ListRow key={request.id} testId="my-request">
            <RowText title={requestSlot(request, page)}>
              {request.comments && <RowLine>{request.comments}</RowLine>}
              {request.status === 'declined' && request.decline_reason && (
                <RowLine>Reason: {request.decline_reason}</RowLine>
              )}
            </RowText>
            {request.status !== 'pending' ? (
              <RequestStatusBadge status={request.status} />
            ) : (
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                style={{ flexShrink: 0 }}
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => setAsking(request)}
              >
                Withdraw
              </Button>
            )}
          </ListRow>
        ))}
      </RowList>
      <ConfirmDialog
        opened={asking !== null}
        title="Withdraw request"
        confirmLabel="Withdraw"
        danger
        loading={withdraw.isPending}
        error={error}
        onConfirm={confirm}
        onClose={close}
      >
        {`Withdraw your request for ${asking ? requestSlot(asking, page) : ''} on ${page.event.name}?`}
      </ConfirmDialog>
    </>
  );
}
