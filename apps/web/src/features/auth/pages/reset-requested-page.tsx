import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { AuthCard } from '@/features/auth/components/auth-card';

/** `/password/reset/`: the reset email is on its way (if the address has an account). */
export default function ResetRequestedPage() {
  return (
    <AuthCard title="Password Reset">
      <Stack gap="md">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconMailForward size={28} />
        </ThemeIcon>
        <Text>Please check your email for a link to reset your password.</Text>
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
