import { Alert } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import type { ServerFormErrors } from '@/lib/form/server-errors';

/** `non_field_errors[0]` in an alert and `detail` in a red alert (spec section 5). */
export function FormAlerts({
  errors,
}: {
  errors: Pick<ServerFormErrors, 'alert' | 'detail'> | null;
}) {
  if (!errors) return null;
  return (
    <>
      {errors.alert && (
        <Alert color="orange" variant="light" role="alert" icon={<IconInfoCircle aria-hidden />}>
          {errors.alert}
        </Alert>
      )}
      {errors.detail && (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
          {errors.detail}
        </Alert>
      )}
    </>
  );
}
