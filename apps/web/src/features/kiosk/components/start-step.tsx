import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconLogin2, IconLogout2 } from '@tabler/icons-react';
import classes from '@/features/kiosk/kiosk.module.css';

/** Start: Sign in or Sign out, and the last sign-in's thanks. */
export function StartStep({
  notice,
  signedInCount,
  onSignIn,
  onSignOut,
}: {
  notice: string | null;
  signedInCount: number;
  onSignIn: () => void;
  onSignOut: () => void;
}) {
  return (
    <Stack gap="xl">
      {notice && (
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck aria-hidden />}
          fz="xl"
          data-testid="kiosk-notice"
        >
          <Text fz="xl">{notice}</Text>
        </Alert>
      )}
      <div className={classes.startActions}>
        <Button
          className={classes.bigAction}
          size="xl"
          leftSection={<IconLogin2 size={40} aria-hidden />}
          onClick={onSignIn}
        >
          Sign in
        </Button>
        <Button
          className={classes.bigAction}
          size="xl"
          variant="light"
          leftSection={<IconLogout2 size={40} aria-hidden />}
          onClick={onSignOut}
        >
          Sign out
        </Button>
      </div>
      <Text fz="xl" c="dimmed">
        {signedInCount === 0
          ? 'Nobody is signed in yet.'
          : signedInCount === 1
            ? '1 person is signed in.'
            : `${signedInCount} people are signed in.`}
      </Text>
    </Stack>
  );
}
