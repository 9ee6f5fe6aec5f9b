import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { AuthCard } from '@/features/auth/components/auth-card';

/**
 * `/password/reset/`: the reset email is on its way (if the address has an account), or
 * the set-password link for a member without a login (hello screen, `setPassword`).
 */
export default function ResetRequestedPage() {
  const state = useLocation().state as { setPassword?: boolean } | null;
  const setPassword = Boolean(state?.setPassword);
  return (
    <AuthCard title={setPassword ? 'Set your password' : 'Password Reset'}>
      <Stack gap="md">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconMailForward size={28} />
        </ThemeIcon>
        <Text>
          {setPassword
            ? 'We have sent you a link to set your password. Please check your email.'
            : 'Please check your email for a link to reset your password.'}
        </Text>
        <Text size="sm" c="dimmed">
          The link can be used once and expires after an hour.
        </Text>
        <Button component={Link} to="/hello" variant="default" fullWidth>
          Back to Login
        </Button>
      </Stack>
    </AuthCard>
  );
}
