import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { bannerError, clearBannerError } from '@/lib/api/api-error-store';

/** The red banner for failed calls that no page or form handles (spec section 8). */
export function ApiErrorBanner() {
  const error = bannerError.use();
  if (!error) return null;
  return (
    <Alert
      color="red"
      variant="filled"
      role="alert"
      icon={<IconAlertTriangle aria-hidden />}
      title="Something went wrong"
      withCloseButton
      closeButtonLabel="Dismiss error"
      onClose={clearBannerError}
      mb="md"
      data-testid="api-error-banner"
    >
      {error.message}
    </Alert>
  );
}
