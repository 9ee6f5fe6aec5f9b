import { Text } from '@mantine/core';

/** One person's records (competency, achieved, details, current; issue 23, item 4). */
export function PersonRecords({ personId }: { personId: number }) {
  return <Text size="sm" data-person={personId} />;
}
