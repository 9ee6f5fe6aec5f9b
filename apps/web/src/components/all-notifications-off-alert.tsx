import { ALL_NOTIFICATIONS_OFF_WARNING } from '@crewcall/contract';
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** The spec's warning under notification switches that are all off (profile and email settings). */
export function AllNotificationsOffAlert() {
  return (
    <Alert
      color="orange"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={18} aria-hidden />}
    >
      {ALL_NOTIFICATIONS_OFF_WARNING}
    </Alert>
  );
}
