import { Stack, Text } from '@mantine/core';
import { useSession } from '@/lib/auth/use-session';

/** The account's email and phone (the change dialogs and profile fields: issue 23, item 2). */
export function ProfileInformation() {
  const user = useSession().user;
  if (!user) return null;
  return (
    <Stack gap={4}>
      <Text size="sm">Email: {user.email}</Text>
      <Text size="sm">Phone: {user.phone || 'none'}</Text>
    </Stack>
  );
}
