import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { AuthCard } from '@/features/auth/components/auth-card';

/** After registering: pending approval by site staff, no login until activated. */
export default function RegisterCompletePage() {
  return (
    <AuthCard title="Registration Complete">
      <Stack gap="md">
        <ThemeIcon size={48} radius="xl" variant="light" color="green" aria-hidden>
          <IconCircleCheck size={28} />
        </ThemeIcon>
        <Text>Thank you for registering. Your account is now pending approval by site staff.</Text>
        <Text>You will not be able to log in until your account has been activated.</Text>
        <Button component={Link} to="/hello" fullWidth>
          Login
        </Button>
      </Stack>
    </AuthCard>
  );
}
