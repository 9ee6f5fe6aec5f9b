import type { RequestStatus } from '@crewcall/contract';
import { Badge } from '@mantine/core';

const LOOK: Record<RequestStatus, { color: string; label: string }> = {
  pending: { color: 'orange', label: 'Pending' },
  filled: { color: 'green', label: 'Actioned' },
  declined: { color: 'red', label: 'Declined' },
  dismissed: { color: 'gray', label: 'Dismissed' },
};

/** What became of a request, in a word (`filledLabel` where "Actioned" says too little). */
export function RequestStatusBadge({
  status,
  filledLabel,
}: {
  status: RequestStatus;
  filledLabel?: string;
}) {
  const look = LOOK[status];
  return (
    <Badge
      color={look.color}
      variant="filled"
      autoContrast
      style={{ flexShrink: 0 }}
      data-testid="request-status"
    >
      {status === 'filled' && filledLabel ? filledLabel : look.label}
    </Badge>
  );
}
