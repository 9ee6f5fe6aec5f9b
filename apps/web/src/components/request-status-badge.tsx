import type { RequestStatus } from '@crewcall/contract';
import { Badge } from '@mantine/core';

const LOOK: Record<RequestStatus, { color: string; label: string }> = {
  pending: { color: 'orange', label: 'Pending' },
  filled: { color: 'green', label: 'Actioned' },
  declined: { color: 'red', label: 'Declined' },
  // gray.7: the default gray's filled shade leaves white text below 4.5:1 (axe)
  dismissed: { color: 'gray.7', label: 'Dismissed' },
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
